// error: ParseError
// within: 2s
// rss: 512MB
// source: "let x: number = " + "(".repeat(300000) + "1" + ")".repeat(300000) + "; return x"
