// kind: ExecutionFailure
// message: memory limit exceeded
// limits: {"maxMemoryBytes": 67108864}
// rss: 320MB
// within: 20s
// An array written at ever higher indexes.
// Open: its peak RSS (267 MB when written) is over the 192 MB of twice the limit plus 64 MB;
// the bound here is what it reaches now, so that it does not grow worse.
const a = []
for (let i = 0; ; i += 1000) a[i] = i
