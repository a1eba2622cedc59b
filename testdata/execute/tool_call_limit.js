// result: {"ok":false,"error":{"kind":"ToolCallLimitExceeded","message":"the program made more than 2 tool calls (maxToolCalls)"},"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a"},"status":"ok"},{"id":2,"path":"orders.lookup","key":"run-1:2","input":{"id":"b"},"status":"ok"}]}
// limits: {"maxToolCalls": 2}
const seen = []
for (const id of ["a", "b", "c", "d"]) {
  seen.push((await tools.orders.lookup({ id })).id)
}
return seen
