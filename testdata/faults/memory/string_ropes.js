// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Many distinct concatenated strings, all kept.
const keep = []
for (let i = 0; ; i++) keep.push("item number " + i + " of the list")
