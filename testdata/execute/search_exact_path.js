// result: {"ok":true,"value":[{"path":"orders.lookup","expression":"tools.orders.lookup","description":"Look up an order by ID","signature":"tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>"},1,null],"toolCalls":[]}
// An exact path returns that tool alone, with its callable expression and full signature.
const r = search("tools.orders.lookup")
return [r.results[0], r.total, r.nextOffset ?? null]
