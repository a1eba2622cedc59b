// error: ExecutionFailure: ...memory limit exceeded...
// rss: 576MB
// within: 60s
// Logging a large value again and again. (The default limit, 256 MB: the bound is twice that and 64 MB.)
const big = Array.from({ length: 1000 }, (_, i) => ({ i, name: "item " + i }))
for (;;) console.log(big)
