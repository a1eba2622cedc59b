// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Error objects kept without bound.
const keep = []
for (let i = 0; ; i++) keep.push(new Error("failure " + i))
