// within: 2s
// rss: 300MB
// source: "const a = {b() { return a }}; return a" + ".b()".repeat(4000) + " === a"
// 4,000 chained calls: every call names its callee for error messages, and
// rendering the whole chain each time cost the cube of its length (1,000
// calls took seconds).
