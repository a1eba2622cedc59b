// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Array.from of array-likes, kept.
const keep = []
for (;;) keep.push(Array.from({ length: 100000 }, (_, i) => i))
