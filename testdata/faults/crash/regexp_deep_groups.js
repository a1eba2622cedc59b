// result: {"ok":true,"value":"SyntaxError","toolCalls":[]}
// within: 2s
// A pattern of 100,000 nested groups is refused before anything recurses
// over it.
try { new RegExp("(?:".repeat(100000) + "a" + ")".repeat(100000)); return "ok" } catch (e) { return e.name }
