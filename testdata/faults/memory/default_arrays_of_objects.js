// error: ExecutionFailure: ...memory limit exceeded...
// rss: 576MB
// within: 30s
// An array of small objects kept without bound. (The default limit, 256 MB: the bound is twice that and 64 MB.)
const keep = []
for (let i = 0; ; i++) keep.push({ id: i, name: "n", ok: true })
