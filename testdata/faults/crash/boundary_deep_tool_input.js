// error: InvalidToolInput: ...invalid input for tools.fault.echo: the value nests more than 32 levels...
// within: 2s
// rss: 600MB
// A tool input nested 200,000 deep: the copy to the host stops at the
// boundary's depth limit.
let o = {}
let c = o
for (let i = 0; i < 200000; i++) { c.a = {}; c = c.a }
return await tools.fault.echo(o)
