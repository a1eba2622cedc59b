// error: ExecutionFailure: ...memory limit exceeded...
// rss: 576MB
// within: 30s
// A Map from strings to small objects kept without bound. (The default limit, 256 MB: the bound is twice that and 64 MB.)
const m = new Map()
for (let i = 0; ; i++) m.set("key-" + i, { i })
