// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// A tool called again and again with a 1 MB input: the run keeps a record of each call.
const s = "x".repeat(1 << 20)
for (;;) await tools.fault.echo(s)
