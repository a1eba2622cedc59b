// result: {"ok":true,"value":"order \"missing\" not found","toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"missing"},"status":"error","error":{"kind":"ToolFailure","message":"order \"missing\" not found"}}]}
let message
try {
  await tools.orders.lookup({ id: "missing" })
} catch (e) {
  message = e.message
}
return message
