// result: {"ok":true,"value":"open","toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a"},"status":"ok"}]}
const order = await tools.orders.lookup({ id: "a" })
order.status
