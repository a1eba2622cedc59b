// result: {"ok":true,"value":"RangeError: Maximum call stack size exceeded","toolCalls":[]}
// within: 2s
// rss: 600MB
// structuredClone of a chain of 200,000 objects.
let o = {}
let c = o
for (let i = 0; i < 200000; i++) { c.a = {}; c = c.a }
try { structuredClone(o); return "ok" } catch (e) { return e.name + ": " + e.message }
