// error: InvalidToolInput: ...invalid input for tools.fault.echo: the value nests more than 32 levels...
// An input nested 33 levels: the copy to the host names the limit.
let v = 1
for (let i = 0; i < 33; i++) v = [v]
return await tools.fault.echo(v)
