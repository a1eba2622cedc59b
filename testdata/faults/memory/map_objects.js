// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// A Map from strings to small objects kept without bound.
const m = new Map()
for (let i = 0; ; i++) m.set("key-" + i, { i })
