// result: {"ok":true,"value":"a","logs":["looking up 2 orders","{ id: 'a', status: 'open' }"],"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a"},"status":"ok"}]}
console.log("looking up", 2, "orders")
const a = await tools.orders.lookup({ id: "a" })
console.log(a)
return a.id
