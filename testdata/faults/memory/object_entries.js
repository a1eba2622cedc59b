// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Object.entries of an object of 1,000 keys, kept.
const base = {}
for (let i = 0; i < 1000; i++) base["k" + i] = i
const keep = []
for (;;) keep.push(Object.entries(base))
