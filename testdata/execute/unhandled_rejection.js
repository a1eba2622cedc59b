// result: {"ok":true,"value":"finished","warnings":[{"kind":"ToolFailure","message":"order \"missing\" not found"}],"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"missing"},"status":"error","error":{"kind":"ToolFailure","message":"order \"missing\" not found"}}]}
const p = tools.orders.lookup({ id: "missing" })
p.then((order) => order.id) // rejects too, and nothing handles it
await p.catch(() => null)
return "finished"
