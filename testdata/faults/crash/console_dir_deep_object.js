// kind: TimeoutExceeded
// limits: {"timeoutMs": 500}
// within: 1500ms
// rss: 600MB
// console.dir with an unbounded depth over a chain of 200,000 objects.
let o = {}
let cur = o
for (let i = 0; i < 200000; i++) { cur.a = {}; cur = cur.a }
console.dir(o, { depth: Infinity })
return 1
