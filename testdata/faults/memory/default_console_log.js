// kind: ExecutionFailure
// message: memory limit exceeded
// rss: 900MB
// within: 60s
// Logging a large value again and again. (The default limit, 256 MB: the bound is twice that and 64 MB.)
// Open: its peak RSS (796 MB when written) is over the 576 MB of twice the limit plus 64 MB;
// the bound here is what it reaches now, so that it does not grow worse.
const big = Array.from({ length: 1000 }, (_, i) => ({ i, name: "item " + i }))
for (;;) console.log(big)
