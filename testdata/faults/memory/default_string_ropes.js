// kind: ExecutionFailure
// message: memory limit exceeded
// rss: 700MB
// within: 60s
// Many distinct concatenated strings, all kept. (The default limit, 256 MB: the bound is twice that and 64 MB.)
// Open: its peak RSS (632 MB when written) is over the 576 MB of twice the limit plus 64 MB;
// the bound here is what it reaches now, so that it does not grow worse.
const keep = []
for (let i = 0; ; i++) keep.push("item number " + i + " of the list")
