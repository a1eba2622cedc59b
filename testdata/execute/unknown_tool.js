// result: {"ok":false,"error":{"kind":"UnknownTool","message":"tools.orders.lokup is not a known tool","line":2,"column":20},"toolCalls":[]}
await tools.orders.lokup({ id: "a" })
