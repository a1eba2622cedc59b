// kind: ExecutionFailure
// message: memory limit exceeded
// limits: {"maxMemoryBytes": 67108864}
// rss: 256MB
// within: 20s
// match with a global regexp over a large string.
// Open: its peak RSS is 184-187 MB here and reached 231 MB in one CI run, over the
// 192 MB of twice the limit plus 64 MB: the input's rune text (four bytes a
// character) is checked against the budget but not counted while the call holds it.
const s = "ab".repeat(1 << 22)
return s.match(/a/g).length
