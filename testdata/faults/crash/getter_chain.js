// result: {"ok":true,"value":"RangeError: Maximum call stack size exceeded","toolCalls":[]}
// within: 2s
// Getters that read the previous getter, 1,000 deep: nested runs are
// bounded in depth.
let o = { get v() { return 1 } }
for (let i = 0; i < 1000; i++) { const prev = o; o = { get v() { return prev.v + 1 } } }
try { return o.v } catch (e) { return e.name + ": " + e.message }
