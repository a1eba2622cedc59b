// result: {"ok":true,"value":"SyntaxError","toolCalls":[]}
// within: 2s
// 100,000 nested classes under the v flag.
try { new RegExp("[".repeat(100000) + "a" + "]".repeat(100000), "v"); return "ok" } catch (e) { return e.name }
