// result: {"ok":true,"value":"regular expression /(a+)+b|c/ timed out","toolCalls":[]}
// within: 6s
// A global replace whose every match backtracks for tens of milliseconds
// before it matches: each match is within the engine's timeout, but the
// call as a whole is bounded by it too (it ran for minutes).
const s = ("a".repeat(20) + "c").repeat(300)
try { return s.replace(/(a+)+b|c/g, "").length } catch (e) { return e.message }
