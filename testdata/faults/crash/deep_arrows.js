// kind: ParseError
// message: too deeply nested
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// A chain of 300,000 arrow functions, a => a => ...
// source: "return " + "a => ".repeat(300000) + "1"
