// error: InvalidToolInput: ...input.id: expected string, got number...
// A tool input of the wrong type: the message names the field and the JSON
// types (it was "at .id: type: 5 has type \"integer\", want \"string\"").
return await tools.orders.lookup({ id: 5 })
