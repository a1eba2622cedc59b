// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// An array doubled by spreading it into itself.
let a = [1, 2, 3, 4]
for (;;) a = [...a, ...a]
