// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// Instances of a class with fields kept without bound.
class P { a = 1; b = "x"; #c = 2; get c() { return this.#c } }
const keep = []
for (;;) keep.push(new P())
