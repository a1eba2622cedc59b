// kind: ParseError
// message: too deeply nested
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// 200,000 nested function declarations.
// source: "function f() {".repeat(200000) + "}".repeat(200000)
