// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Resolved promises kept without bound.
const keep = []
for (let i = 0; ; i++) keep.push(Promise.resolve(i))
