// limits: {"timeoutMs": 5000}
// within: 2s
// rss: 600MB
// console.dir with an unbounded depth over a chain of 200,000 objects: the
// formatter nests 200 levels and then prints what node prints where its
// stack runs out (it took minutes and gigabytes).
let o = {}
let cur = o
for (let i = 0; i < 200000; i++) { cur.a = {}; cur = cur.a }
console.dir(o, { depth: Infinity })
return 1
