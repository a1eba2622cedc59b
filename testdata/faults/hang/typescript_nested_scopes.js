// error: ParseError: ...too many declarations in deeply nested scopes...
// within: 2s
// rss: 300MB
// source: "let x: any = " + "(a => ".repeat(32) + "[" + "a => 0, ".repeat(50000) + "]" + ")".repeat(32)
// 50,000 arrow functions inside 32 nested ones, all with a parameter a:
// esbuild renames each by trying a2, a3, ... against every enclosing scope,
// seconds of work, so the program is not handed to it.
