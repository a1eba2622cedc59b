// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// A DAG of depth 30 passed to a tool: its JSON is billions of bytes.
let o = { x: 1 }
for (let i = 0; i < 30; i++) o = { a: o, b: o }
return await tools.fault.echo(o)
