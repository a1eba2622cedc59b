// error: ParseError: ...the program was not tried as TypeScript...
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// source: "let x: number = 1\n" + "if (x)\n".repeat(300000) + "x++"
// 300,000 if statements on lines of their own, each the body of the last,
// after a type annotation.
