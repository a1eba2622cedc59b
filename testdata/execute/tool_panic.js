// result: {"ok":true,"value":"caught: tools.broken.panics failed","toolCalls":[{"id":1,"path":"broken.panics","key":"run-1:1","input":null,"status":"error","error":{"kind":"ToolFailure","message":"tools.broken.panics failed"}}]}
try {
  await tools.broken.panics()
} catch (e) {
  return "caught: " + e.message
}
