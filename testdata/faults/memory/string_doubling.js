// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// A string doubled until it passes the limit.
let s = "x"
for (;;) s = s + s
