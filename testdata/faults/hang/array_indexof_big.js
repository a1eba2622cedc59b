// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// indexOf, includes and Array.from over 2 million elements.
const a = new Array(2 ** 21).fill(0)
for (;;) { a.indexOf(1); a.includes(1); Array.from(a) }
