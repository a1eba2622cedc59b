// result: {"ok":true,"value":"RangeError: Maximum call stack size exceeded","toolCalls":[]}
// within: 2s
// rss: 600MB
// JSON.parse of arrays nested 200,000 deep.
try { JSON.parse("[".repeat(200000) + "]".repeat(200000)); return "ok" } catch (e) { return e.name + ": " + e.message }
