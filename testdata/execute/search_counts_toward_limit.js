// result: {"ok":false,"error":{"kind":"ToolCallLimitExceeded","message":"the program made more than 2 tool calls (maxToolCalls)"},"toolCalls":[{"id":2,"path":"orders.lookup","key":"run-1:2","input":{"id":"a"},"status":"ok"}]}
// limits: {"maxToolCalls": 2}
// Search counts toward maxToolCalls.
search("order")
await tools.orders.lookup({ id: "a" })
search("order")
