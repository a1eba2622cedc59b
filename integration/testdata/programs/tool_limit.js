// result: {"ok":false,"error":{"kind":"ToolCallLimitExceeded","message":"the program made more than 2 tool calls (maxToolCalls)"},"toolCalls":[{"id":1,"path":"testkit.get","key":"it-tool_limit:1","input":{"key":"a"},"status":"ok"},{"id":2,"path":"testkit.get","key":"it-tool_limit:2","input":{"key":"b"},"status":"ok"}]}
// options: {"limits": {"maxToolCalls": 2}}
// The third call is over maxToolCalls and ends the run.
await tools.testkit.get({ key: "a" })
await tools.testkit.get({ key: "b" })
await tools.testkit.get({ key: "c" })
return "not reached"
