// The TypeScript package's quick start: look an order up and decide whether it
// needs attention.
const order = await tools.orders.lookup({ id: "order_42" })
return { id: order.id, needsAttention: order.status !== "complete" }
