// error: ParseError: ...too deeply nested: a chain of calls and member accesses...
// within: 2s
// rss: 300MB
// source: "const a = {}; a.b = a; return a" + ".b".repeat(300000)
// a.b.b.b... with 300,000 links: the compiler walks member chains link by
// link, within a depth bound.
