// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Template literals building distinct strings, kept.
const keep = []
for (let i = 0; ; i++) keep.push(`row ${i}: ${i * 2} and ${i * 3}`)
