// result: {"ok":true,"value":"RangeError: Maximum call stack size exceeded","toolCalls":[]}
// within: 2s
// rss: 600MB
// String() of arrays nested 200,000 deep (the built-in join recurses).
let a = []
for (let i = 0; i < 200000; i++) a = [a, 1]
try { return String(a).length } catch (e) { return e.name + ": " + e.message }
