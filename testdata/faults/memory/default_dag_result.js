// error: ExecutionFailure: ...memory limit exceeded...
// rss: 576MB
// within: 30s
// A DAG of depth 30 returned as the result. (The default limit, 256 MB: the bound is twice that and 64 MB.)
let o = { x: 1 }
for (let i = 0; i < 30; i++) o = { a: o, b: o }
return o
