// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// TextEncoder output kept.
const s = "x".repeat(1 << 16)
const enc = new TextEncoder()
const keep = []
for (;;) keep.push(enc.encode(s))
