// result: {"ok":true,"value":{"message":"the warehouse is closed","after":2},"toolCalls":[{"id":1,"path":"testkit.fail","key":"it-failure_caught:1","input":{"message":"the warehouse is closed"},"status":"error","error":{"kind":"ToolFailure","message":"the warehouse is closed"}},{"id":2,"path":"testkit.add","key":"it-failure_caught:2","input":{"a":1,"b":1},"status":"ok"}]}
// A failing tool rejects its promise; the program catches it and goes on.
let message
try {
  await tools.testkit.fail({ message: "the warehouse is closed" })
} catch (e) {
  message = e.message
}
const after = await tools.testkit.add({ a: 1, b: 1 })
return { message, after: after.sum }
