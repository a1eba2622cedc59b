// result: {"ok":true,"value":"refused: tools.broken.refuses failed","toolCalls":[{"id":1,"path":"broken.refuses","key":"run-1:1","input":null,"status":"error","error":{"kind":"ToolFailure","message":"tools.broken.refuses failed"}}]}
return await tools.broken.refuses().then(
  (v) => "unexpected " + v,
  (e) => "refused: " + e.message,
)
