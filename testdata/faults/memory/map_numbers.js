// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// A Map of numbers kept without bound.
const m = new Map()
for (let i = 0; ; i++) m.set(i, i)
