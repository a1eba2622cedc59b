// error: ParseError: ...too deeply nested...
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// source: "let x = 1; if (x === 0) {}" + " else if (x === 0) {}".repeat(100000) + "; return x"
// An if statement with 100,000 else-if branches: each else nests the next
// if statement.
