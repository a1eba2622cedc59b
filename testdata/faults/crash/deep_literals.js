// error: ParseError: ...too deeply nested...
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// source: "return " + "[{a: ".repeat(200000) + "1" + "}]".repeat(200000)
// 200,000 arrays of objects of arrays ... as one literal.
