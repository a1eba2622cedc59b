// result: {"ok":false,"error":{"kind":"ToolFailure","message":"order \"missing\" not found","line":3,"column":11},"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a"},"status":"ok"},{"id":2,"path":"orders.lookup","key":"run-1:2","input":{"id":"missing"},"status":"error","error":{"kind":"ToolFailure","message":"order \"missing\" not found"}}]}
const a = await tools.orders.lookup({ id: "a" })
const b = await tools.orders.lookup({ id: "missing" })
return [a, b]
