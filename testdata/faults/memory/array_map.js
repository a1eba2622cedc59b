// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// map over an array, kept.
const base = Array.from({ length: 1000 }, (_, i) => i)
const keep = []
for (;;) keep.push(base.map((x) => ({ x })))
