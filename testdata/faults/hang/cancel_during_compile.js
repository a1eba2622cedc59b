// error: ExecutionFailure: ...the run was interrupted: context canceled...
// limits: {"maxSourceBytes": 8388608}
// cancel: 100ms
// within: 300ms
// rss: 800MB
// source: "let x = 0\n" + "x = x + 1; if (x > 3) { x = x - 1 }\n".repeat(120000) + "return x"
// A 4 MB program takes seconds to parse and compile; cancelling the run's
// context stops it there, as it stops a busy loop.
