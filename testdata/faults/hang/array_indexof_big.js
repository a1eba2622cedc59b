// kind: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// indexOf, includes and Array.from over 4 million elements.
const a = new Array(2 ** 22).fill(0)
for (;;) { a.indexOf(1); a.includes(1); Array.from(a) }
