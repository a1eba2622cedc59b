// error: ExecutionFailure: ...the run was interrupted: context canceled...
// cancel: 100ms
// within: 300ms
for (;;) {}
