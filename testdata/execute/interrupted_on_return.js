// result: {"ok":true,"value":"done","toolCalls":[{"id":1,"path":"wait.forever","key":"run-1:1","input":null,"status":"interrupted"},{"id":2,"path":"orders.lookup","key":"run-1:2","input":{"id":"a"},"status":"ok"}]}
const pending = tools.wait.forever()
await tools.orders.lookup({ id: "a" })
return "done"
