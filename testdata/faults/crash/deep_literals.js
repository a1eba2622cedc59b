// kind: ParseError
// message: too deeply nested
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// 200,000 arrays of objects of arrays ... as one literal.
// source: "return " + "[{a: ".repeat(200000) + "1" + "}]".repeat(200000)
