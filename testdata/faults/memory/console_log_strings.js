// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Logging 64 KB strings again and again.
const s = "x".repeat(1 << 16)
for (let i = 0; ; i++) console.log(s, i)
