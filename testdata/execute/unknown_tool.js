// result: {"ok":false,"error":{"kind":"UnknownTool","message":"tools.orders.lokup is not a tool; available: tools.orders.cancel, tools.orders.lookup","line":2,"column":20},"toolCalls":[]}
await tools.orders.lokup({ id: "a" })
