// result: {"ok":true,"value":"refused: permission denied","toolCalls":[{"id":1,"path":"broken.refuses","key":"run-1:1","input":null,"status":"error","error":{"kind":"ToolFailure","message":"permission denied"}}]}
return await tools.broken.refuses().then(
  (v) => "unexpected " + v,
  (e) => "refused: " + e.message,
)
