// options: {"limits": {"timeoutMs": 300}}
// A tool call outlasting timeoutMs: the run fails with TimeoutExceeded and
// the call is interrupted.
await tools.testkit.sleep({ ms: 5000 })
return "not reached"
