// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// An array written at ever higher indexes.
const a = []
for (let i = 0; ; i += 1000) a[i] = i
