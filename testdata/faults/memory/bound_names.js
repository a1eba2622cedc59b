// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// A chain of bound functions: each name is longer ("bound bound ..."), quadratic bytes.
let f = function f() {}
for (;;) f = f.bind(null)
