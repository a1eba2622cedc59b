// error: ExecutionFailure: ...the run was interrupted: context canceled...
// cancel: 300ms
// within: 800ms
// The same sort, stopped by the context.
const a = []
for (let i = 0; i < 1e6; i++) a.push("k" + (i * 7919 % 1e6))
for (;;) a.slice().sort()
