// result: {"ok":true,"value":"SyntaxError: Regular expression too large","toolCalls":[]}
// limits: {"timeoutMs": 300}
// within: 800ms
// A pattern of 10 million characters: compiling it would take seconds in
// one call that nothing can interrupt; patterns over a million characters
// are refused.
const src = "a".repeat(1e7)
try { new RegExp(src); return "ok" } catch (e) { return e.name + ": " + e.message.slice(-28) }
