// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// match with a global regexp over a large string (a plain literal: found by
// string search, each match the same string).
const s = "ab".repeat(1 << 22)
return s.match(/a/g).length
