// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// split of a large string into one-character strings.
const s = "abcdefgh".repeat(1 << 20)
return s.split("").length
