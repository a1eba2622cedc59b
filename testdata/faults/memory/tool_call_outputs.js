// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Tool results of 1 MB each, all kept.
const keep = []
for (;;) keep.push(await tools.fault.big({ n: 1 << 20 }))
