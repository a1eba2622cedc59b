// result: {"ok":true,"value":"caught: the tool panicked: index out of range","toolCalls":[{"id":1,"path":"broken.panics","key":"run-1:1","input":null,"status":"error","error":{"kind":"ToolFailure","message":"the tool panicked: index out of range"}}]}
try {
  await tools.broken.panics()
} catch (e) {
  return "caught: " + e.message
}
