// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// One object given ever more keys.
const o = {}
for (let i = 0; ; i++) o["key-" + i] = i
