// result: {"ok":false,"error":{"kind":"ToolCallLimitExceeded","message":"the program made more than 1 tool calls (maxToolCalls)"},"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a"},"status":"ok"}]}
// limits: {"maxToolCalls": 1}
try {
  await tools.orders.lookup({ id: "a" })
  await tools.orders.lookup({ id: "b" })
} catch (e) {
  return "caught"
}
