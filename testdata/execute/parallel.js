// result: {"ok":true,"value":["a:open","b:open","c:open"],"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a"},"status":"ok"},{"id":2,"path":"orders.lookup","key":"run-1:2","input":{"id":"b"},"status":"ok"},{"id":3,"path":"orders.lookup","key":"run-1:3","input":{"id":"c"},"status":"ok"}]}
const ids = ["a", "b", "c"]
const orders = await Promise.all(ids.map((id) => tools.orders.lookup({ id })))
return orders.map((o) => o.id + ":" + o.status)
