// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Closures over the same scope, kept without bound.
const keep = []
let n = 0
for (;;) keep.push(function () { return n }, () => n, { m() { return n } })
