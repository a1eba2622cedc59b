// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Copies of a byte array made by slice, all kept.
const b = new Uint8Array(1 << 20)
const keep = []
for (;;) keep.push(b.slice())
