// result: {"ok":true,"value":"RangeError: Maximum call stack size exceeded","toolCalls":[]}
// within: 2s
// rss: 600MB
// JSON.stringify of a chain of 200,000 objects: a catchable RangeError, as
// in node.
let o = {}
let c = o
for (let i = 0; i < 200000; i++) { c.a = {}; c = c.a }
try { JSON.stringify(o); return "ok" } catch (e) { return e.name + ": " + e.message }
