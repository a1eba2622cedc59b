// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// A Set of distinct strings kept without bound.
const s = new Set()
for (let i = 0; ; i++) s.add("item-" + i)
