// result: {"ok":true,"value":"RangeError: Maximum call stack size exceeded","toolCalls":[]}
// within: 2s
// rss: 600MB
// A reviver that puts a chain of 200,000 objects where JSON.parse goes
// next: the reviver's walk is bounded like a stack.
let d = {}
let c = d
for (let i = 0; i < 200000; i++) { c.a = {}; c = c.a }
try {
  JSON.parse('{"x":1,"y":2}', function (k, v) { if (k === "x") this.y = d; return v })
  return "ok"
} catch (e) { return e.name + ": " + e.message }
