// error: ParseError: ...too deeply nested...
// within: 2s
// rss: 300MB
// source: "return " + "!".repeat(500000) + "1"
// 500,000 prefix operators: the parser stops at its depth limit, and the
// program is not handed to esbuild, whose parser recursed until the Go stack
// overflowed.
