// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 30s
// Logging a large value again and again: the log buffer grows.
const big = Array.from({ length: 1000 }, (_, i) => ({ i, name: "item " + i }))
for (;;) console.log(big)
