// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Long strings built by concatenation in a loop, each kept.
const keep = []
let s = ""
for (let i = 0; ; i++) { s = "p" + i + s.slice(0, 1000) + "x".repeat(100); keep.push(s) }
