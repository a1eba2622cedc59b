// error: ExecutionFailure: ...memory limit exceeded...
// rss: 576MB
// within: 60s
// A tool called again and again with a 1 MB input. (The default limit, 256 MB: the bound is twice that and 64 MB.)
const s = "x".repeat(1 << 20)
for (;;) await tools.fault.echo(s)
