// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Byte arrays built by Uint8Array.from over arrays, all kept.
const base = Array.from({ length: 1 << 16 }, (_, i) => i & 255)
const keep = []
for (;;) keep.push(Uint8Array.from(base))
