// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// join of a million-element array, in a loop.
const a = new Array(1e6).fill("abc")
for (;;) a.join("-")
