// kind: ExecutionFailure
// message: memory limit exceeded
// limits: {"maxMemoryBytes": 67108864}
// rss: 256MB
// within: 30s
// Logging a large value again and again: the log buffer grows.
// Open: its peak RSS (233 MB when written) is over the 192 MB of twice the limit plus 64 MB;
// the bound here is what it reaches now, so that it does not grow worse.
const big = Array.from({ length: 1000 }, (_, i) => ({ i, name: "item " + i }))
for (;;) console.log(big)
