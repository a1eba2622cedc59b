// error: ParseError: ...too deeply nested...
// within: 2s
// limits: {"maxSourceBytes": 8388608}
// rss: 300MB
// source: Array.from({length: 200000}, (_, i) => "l" + i + ": ").join("") + "x = 1"
// 200,000 labels on one statement, each labelling the next.
