// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Suspended generators kept without bound.
function* g(i) { yield i; yield i + 1 }
const keep = []
for (let i = 0; ; i++) { const it = g(i); it.next(); keep.push(it) }
