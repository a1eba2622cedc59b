// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Async functions waiting on a promise that never settles, kept.
const never = new Promise(() => {})
async function f(i) { await never; return i }
const keep = []
for (let i = 0; ; i++) keep.push(f(i))
