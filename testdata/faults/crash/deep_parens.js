// error: ParseError
// within: 2s
// rss: 512MB
// source: "return " + "(".repeat(300000) + "1" + ")".repeat(300000)
