// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 1s
// rss: 600MB
// console.dir of an object that shares its subobjects along 2^40 paths:
// the text is exponential; the inspection is interruptible and holds at
// most 64 MB of text.
let x = {}
for (let i = 0; i < 40; i++) x = { a: x, b: x }
console.dir(x, { depth: Infinity })
return 1
