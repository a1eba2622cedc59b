// kind: ParseError
// message: too deeply nested
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// 300,000 nested conditional expressions (a ? 1 : a ? 1 : ...).
// source: "let a = 1; return " + "a ? 1 : ".repeat(300000) + "1"
