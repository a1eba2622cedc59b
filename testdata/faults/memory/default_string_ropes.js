// error: ExecutionFailure: ...memory limit exceeded...
// rss: 576MB
// within: 60s
// Many distinct concatenated strings, all kept. (The default limit, 256 MB: the bound is twice that and 64 MB.)
const keep = []
for (let i = 0; ; i++) keep.push("item number " + i + " of the list")
