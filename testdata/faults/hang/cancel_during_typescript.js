// error: ExecutionFailure: ...the run was interrupted: context canceled...
// limits: {"maxSourceBytes": 8388608}
// cancel: 100ms
// within: 300ms
// rss: 800MB
// source: "let x: number = 0\n" + "x = x + 1; if (x > 3) { x = x - 1 }\n".repeat(60000) + "return x"
// The TypeScript path (esbuild, the parse of its output, the mapping of
// positions) of a 2 MB program stops at the cancellation too.
