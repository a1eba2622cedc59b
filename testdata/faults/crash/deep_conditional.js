// error: ParseError: ...too deeply nested...
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// source: "let a = 1; return " + "a ? 1 : ".repeat(300000) + "1"
// 300,000 nested conditional expressions (a ? 1 : a ? 1 : ...).
