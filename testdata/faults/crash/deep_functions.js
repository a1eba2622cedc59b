// error: ParseError: ...too deeply nested...
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// source: "function f() {".repeat(200000) + "}".repeat(200000)
// 200,000 nested function declarations.
