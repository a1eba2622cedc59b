// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// JSON.parse of a big string, the results kept.
const s = JSON.stringify(Array.from({ length: 10000 }, (_, i) => ({ i, tags: [i, i + 1] })))
const keep = []
for (;;) keep.push(JSON.parse(s))
