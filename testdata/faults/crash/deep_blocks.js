// error: ParseError: ...too deeply nested...
// within: 2s
// rss: 300MB
// source: "{".repeat(300000) + "}".repeat(300000)
// 300,000 nested blocks.
