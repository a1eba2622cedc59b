// error: ParseError: ...more than maxSourceBytes (1048576 bytes)...
// within: 1s
// rss: 200MB
// source: "return '" + "a".repeat(8 * 1024 * 1024) + "'.length"
// An 8 MB string literal: refused by Limits.MaxSourceBytes (1 MB by
// default) before it is parsed.
