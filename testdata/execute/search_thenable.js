// result: {"ok":true,"value":{"direct":["orders.cancel","orders.lookup"],"awaited":2,"chained":"tools.orders.cancel","caught":2,"finally":[2,true]},"toolCalls":[]}
// search(...) is synchronous; its result is usable directly, awaited, or chained with then, catch and finally.
// "shipment" is only in the orders namespace description, which every tool below it matches.
const direct = search("shipment").results.map(r => r.path)
const awaited = (await search("shipment")).total
const chained = await search("shipment").then(r => r.results[0].expression)
const caught = await search("shipment").catch(() => -1).then(r => r.total)
let done = false
const fin = await search("shipment").finally(() => { done = true })
return { direct, awaited, chained, caught, finally: [fin.total, done] }
