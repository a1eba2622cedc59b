// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// match with a global regexp that needs the engine (not a plain literal)
// over a large string: the input is converted for the engine (four bytes a
// character) and held for the whole call.
const s = "ab".repeat(1 << 22)
return s.match(/a|c/g).length
