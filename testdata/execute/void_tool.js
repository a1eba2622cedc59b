// result: {"ok":true,"value":{"type":"undefined"},"toolCalls":[{"id":1,"path":"orders.cancel","key":"run-1:1","input":{"id":"a","reason":"duplicate"},"status":"ok"}]}
const out = await tools.orders.cancel({ id: "a", reason: "duplicate" })
return { type: typeof out }
