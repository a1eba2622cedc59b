// result: {"ok":false,"error":{"kind":"UnknownTool","message":"tools.testkit.missing is not a tool; available: tools.testkit.add, tools.testkit.echo, tools.testkit.fail, tools.testkit.get, tools.testkit.job, tools.testkit.sleep","line":4,"column":21},"toolCalls":[{"id":1,"path":"testkit.echo","key":"it-unknown_tool:1","input":"before","status":"ok"}]}
// A tool that is not in the (pinned) catalog fails with UnknownTool.
const ok = await tools.testkit.echo("before")
await tools.testkit.missing({})
return ok
