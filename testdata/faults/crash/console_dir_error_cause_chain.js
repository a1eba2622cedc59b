// within: 5s
// rss: 600MB
// An error whose cause chain is 100,000 errors long, inspected with
// depth Infinity: bounded like any nesting.
let e = new Error("x")
for (let i = 0; i < 100000; i++) e = new Error("e" + i, { cause: e })
console.dir(e, { depth: Infinity })
return 1
