// result: {"ok":true,"value":["input: missing required property \"id\"","input: unexpected property \"extra\"","the tool needs an input argument"],"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{},"status":"error","error":{"kind":"InvalidToolInput","message":"input: missing required property \"id\""}},{"id":2,"path":"orders.lookup","key":"run-1:2","input":{"id":"a","extra":true},"status":"error","error":{"kind":"InvalidToolInput","message":"input: unexpected property \"extra\""}},{"id":3,"path":"orders.lookup","key":"run-1:3","input":null,"status":"error","error":{"kind":"InvalidToolInput","message":"the tool needs an input argument"}}]}
const errors = []
for (const input of [{}, { id: "a", extra: true }, undefined]) {
  try {
    await tools.orders.lookup(input)
  } catch (e) {
    errors.push(e.message)
  }
}
errors
