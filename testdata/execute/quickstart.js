// result: {"ok":true,"value":{"id":"order_42","needsAttention":true},"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"order_42"},"status":"ok"}]}
const order = await tools.orders.lookup({ id: "order_42" })
return { id: order.id, needsAttention: order.status !== "complete" }
