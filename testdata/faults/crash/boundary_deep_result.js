// error: InvalidDataValue: ...the result is not plain data: the value nests more than 32 levels...
// within: 2s
// rss: 600MB
// A result nested 200,000 deep.
let o = {}
let c = o
for (let i = 0; i < 200000; i++) { c.a = {}; c = c.a }
return o
