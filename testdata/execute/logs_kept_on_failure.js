// result: {"ok":false,"error":{"kind":"ExecutionFailure","message":"TypeError: Cannot read properties of null (reading 'x')","line":4,"column":6},"logs":["before"],"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a"},"status":"ok"}]}
console.log("before")
await tools.orders.lookup({ id: "a" })
null.x
