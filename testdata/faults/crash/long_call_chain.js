// error: ParseError: ...too deeply nested: a chain of calls and member accesses...
// within: 2s
// rss: 300MB
// source: "const a = {b() { return a }}; return a" + ".b()".repeat(200000)
// a.b().b()... with 200,000 calls.
