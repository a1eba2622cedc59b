// An agent-shaped program: tool results (objects from JSON) grouped by a
// key, sorted, summarised into a report string and a result object.
const raw = []
for (let i = 0; i < 3000; i++) {
  raw.push({ id: "ord-" + i, customer: "c" + (i % 97), region: ["eu", "us", "apac"][i % 3],
    total: (i * 7919) % 5000 / 10, items: [{ sku: "s" + (i % 13), qty: 1 + (i % 4) }, { sku: "s" + (i % 5), qty: 2 }],
    status: i % 11 === 0 ? "refunded" : "paid", createdAt: "2026-11-" + String(1 + (i % 28)).padStart(2, "0") })
}
const orders = JSON.parse(JSON.stringify(raw))
const byCustomer = {}
for (const o of orders) {
  if (o.status !== "paid") continue
  const c = (byCustomer[o.customer] ??= { customer: o.customer, region: o.region, count: 0, revenue: 0, skus: new Set() })
  c.count++
  c.revenue += o.total
  for (const it of o.items) c.skus.add(it.sku)
}
const top = Object.values(byCustomer)
  .map((c) => ({ ...c, skus: [...c.skus].sort(), avg: Math.round((c.revenue / c.count) * 100) / 100 }))
  .sort((a, b) => b.revenue - a.revenue || a.customer.localeCompare(b.customer))
const regions = {}
for (const c of top) (regions[c.region] ??= []).push(c)
const lines = Object.entries(regions).map(([r, cs]) =>
  `${r.toUpperCase()}: ${cs.length} customers, ${cs.reduce((s, c) => s + c.revenue, 0).toFixed(2)} revenue, best ${cs[0].customer}`)
const report = { lines, top: top.slice(0, 10).map((c) => `${c.customer} ${c.avg} [${c.skus.join(",")}]`) }
return JSON.stringify(report).length + top.length
