// result: {"ok":false,"error":{"kind":"InvalidToolOutput","message":"output.inner: expected object, got string","line":2,"column":1},"toolCalls":[{"id":1,"path":"broken.output","key":"run-1:1","input":null,"status":"error","error":{"kind":"InvalidToolOutput","message":"output.inner: expected object, got string"}}]}
await tools.broken.output()
