// result: {"ok":false,"error":{"kind":"InvalidToolInput","message":"input.id: expected string, got number","line":2,"column":1},"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":42},"status":"error","error":{"kind":"InvalidToolInput","message":"input.id: expected string, got number"}}]}
await tools.orders.lookup({ id: 42 })
