// within: 3s
// rss: 500MB
// source: "let x: string[] = [" + "\"é\", ".repeat(100000) + "]; return x.length"
// A TypeScript program of 600 KB on one line, with non-ASCII text: mapping
// esbuild's positions back looked up each column by a scan of the line.
