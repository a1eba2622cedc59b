// result: {"ok":false,"error":{"kind":"ToolFailure","message":"no such order","line":4,"column":1},"toolCalls":[{"id":1,"path":"testkit.add","key":"it-failure_uncaught:1","input":{"a":1,"b":2},"status":"ok"},{"id":2,"path":"testkit.fail","key":"it-failure_uncaught:2","input":{"message":"no such order"},"status":"error","error":{"kind":"ToolFailure","message":"no such order"}}]}
// An uncaught tool failure ends the run with the tool's diagnostic kind.
await tools.testkit.add({ a: 1, b: 2 })
await tools.testkit.fail({ message: "no such order" })
return "not reached"
