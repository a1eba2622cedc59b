// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Symbols and objects keyed by them kept without bound.
const keep = []
for (let i = 0; ; i++) keep.push({ [Symbol("s" + i)]: i })
