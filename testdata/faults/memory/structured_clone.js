// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// structuredClone of a medium value, the clones kept.
const base = Array.from({ length: 1000 }, (_, i) => ({ i, s: "v" + i }))
const keep = []
for (;;) keep.push(structuredClone(base))
