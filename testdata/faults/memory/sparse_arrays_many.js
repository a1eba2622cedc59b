// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Many arrays each with one far element.
const keep = []
for (;;) { const a = []; a[100000] = 1; keep.push(a) }
