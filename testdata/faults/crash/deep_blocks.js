// kind: ParseError
// message: too deeply nested
// within: 2s
// rss: 300MB
// 300,000 nested blocks.
// source: "{".repeat(300000) + "}".repeat(300000)
