// kind: InvalidToolInput
// message: input: unexpected properties "extra", "more"
// Properties the tool does not take, in sorted order whatever the map order.
return await tools.orders.lookup({ id: "a", more: 2, extra: 1 })
