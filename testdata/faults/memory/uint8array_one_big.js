// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// One byte array of 100 million bytes: more than the budget.
const b = new Uint8Array(100e6)
return b.length
