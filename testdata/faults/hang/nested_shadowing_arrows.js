// error: ParseError: ...too deeply nested...
// within: 1s
// rss: 300MB
// source: "(a => {".repeat(900) + "return a" + "})(1);".repeat(900)
// 900 nested arrow functions shadowing one name: too deep for the parser,
// and no longer retried as TypeScript, where esbuild's renamer took
// seconds (its work is the cube of the nesting).
