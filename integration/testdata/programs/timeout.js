// result: {"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (300 ms)"},"toolCalls":[{"id":1,"path":"testkit.sleep","key":"it-timeout:1","input":{"ms":5000},"status":"interrupted"}]}
// options: {"limits": {"timeoutMs": 300}}
// A tool call outlasting timeoutMs: the run fails with TimeoutExceeded and
// the call is interrupted.
await tools.testkit.sleep({ ms: 5000 })
return "not reached"
