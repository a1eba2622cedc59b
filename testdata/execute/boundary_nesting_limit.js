// result: {"ok":false,"error":{"kind":"InvalidDataValue","message":"the result is not plain data: the value nests more than 32 levels"},"logs":["invalid input for tools.math.add: the value nests more than 32 levels"],"toolCalls":[]}
// Boundary data nests at most 32 levels: deeper tool input is InvalidToolInput, which the program can catch.
let deep = "leaf"
for (let i = 0; i < 40; i++) deep = { deep }
try {
  await tools.math.add(deep)
} catch (e) {
  console.log(e.message)
}
return deep
