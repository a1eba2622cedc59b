// kind: InvalidToolInput
// message: input: missing required property "id"
// A required property left out (it was "required: missing properties: [\"id\"]").
return await tools.orders.lookup({})
