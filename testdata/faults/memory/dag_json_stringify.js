// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// JSON.stringify of a DAG of depth 30 inside the program.
let o = { x: 1 }
for (let i = 0; i < 30; i++) o = { a: o, b: o }
return JSON.stringify(o).length
