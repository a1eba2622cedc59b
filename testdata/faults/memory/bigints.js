// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Distinct BigInts kept without bound.
const keep = []
for (let i = 0n; ; i++) keep.push(i * 1000000000000000000000n)
