// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// console.log of the JSON of a DAG of depth 24 (the JSON is about 400 MB).
let o = { x: 1 }
for (let i = 0; i < 24; i++) o = [o, o]
console.log(JSON.stringify(o))
