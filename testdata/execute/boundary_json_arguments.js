// result: {"ok":true,"value":"input: unexpected properties \"at\", \"parts\", \"total\"","toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a","total":null,"parts":[1,null,null],"at":"1970-01-01T00:00:00.000Z"},"status":"error","error":{"kind":"InvalidToolInput","message":"input: unexpected properties \"at\", \"parts\", \"total\""}}]}
// Arguments cross the boundary by JSON.stringify rules: undefined properties are dropped,
// non-finite numbers become null, holes become null, Dates become ISO strings.
const order = await tools.orders.lookup({ id: "a", note: undefined, total: NaN, parts: [1, , Infinity], at: new Date(0) }).catch(e => e.message)
return order
