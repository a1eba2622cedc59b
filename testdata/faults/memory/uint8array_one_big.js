// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// One byte array of 16 million bytes: half a gigabyte of elements.
const b = new Uint8Array(16e6)
return b.length
