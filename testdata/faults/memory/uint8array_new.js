// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Byte arrays of 1 MB each, all kept.
const keep = []
for (;;) keep.push(new Uint8Array(1 << 20))
