// error: ParseError: ...too deeply nested...
// within: 2s
// rss: 300MB
// source: "return " + "`${".repeat(200000) + "1" + "}`".repeat(200000)
// 200,000 template literals, each in the substitution of the last.
