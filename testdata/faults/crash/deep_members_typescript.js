// error: ParseError: ...the program was not tried as TypeScript...
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// source: "let x: any = a" + "\n.b".repeat(500000)
// A TypeScript program (the JavaScript parser stops at its first type
// annotation) with a member chain of 500,000 lines: esbuild visits member
// chains by recursion, so the program is not handed to it.
