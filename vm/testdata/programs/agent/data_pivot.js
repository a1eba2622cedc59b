// value: {"colTotals":[240,80,200],"pivot":{"gadget":{"2024-01":90},"gizmo":{"2024-03":200},"widget":{"2024-01":150,"2024-02":80}}}
// log: {"widget":{"2024-01":150,"2024-02":80},"gadget":{"2024-01":90},"gizmo":{"2024-03":200}}
// log: product	2024-01	2024-02	2024-03	total
// log: gadget	90	0	0	90
// log: gizmo	0	0	200	200
// log: widget	150	80	0	230
// log: total	240	80	200	520
// log: {"eu":{"widget":16,"gizmo":4},"us":{"gadget":3,"widget":7}}
// log: [{"product":"widget","units":23,"revenue":230,"avg":10},{"product":"gizmo","units":4,"revenue":200,"avg":50},{"product":"gadget","units":3,"revenue":90,"avg":30}]
// log: 4 {"product":"gizmo","month":"2024-03","revenue":200}
// log: {"widget":"44.2%","gizmo":"38.5%","gadget":"17.3%"}
// log: 2024-01:3 2024-02:2 2024-03:1
// Pivot tables from flat rows: nested grouping, Object.fromEntries, column totals, sorted headers.
const groupBy = Object.groupBy ?? ((items, keyFn) => { const out = Object.create(null); let i = 0; for (const item of items) (out[keyFn(item, i++)] ??= []).push(item); return out; });
const sales = [
  { month: "2024-01", product: "widget", region: "eu", units: 10, revenue: 100 },
  { month: "2024-01", product: "gadget", region: "us", units: 3, revenue: 90 },
  { month: "2024-02", product: "widget", region: "us", units: 7, revenue: 70 },
  { month: "2024-02", product: "widget", region: "eu", units: 1, revenue: 10 },
  { month: "2024-03", product: "gizmo", region: "eu", units: 4, revenue: 200 },
  { month: "2024-01", product: "widget", region: "eu", units: 5, revenue: 50 },
];
const pivot = {};
for (const { month, product, revenue } of sales) {
  pivot[product] ??= {};
  pivot[product][month] = (pivot[product][month] ?? 0) + revenue;
}
console.log(JSON.stringify(pivot));
const months = [...new Set(sales.map((s) => s.month))].sort();
const products = Object.keys(pivot).sort();
console.log(["product", ...months, "total"].join("\t"));
for (const p of products) {
  const cells = months.map((m) => pivot[p][m] ?? 0);
  console.log([p, ...cells, cells.reduce((a, b) => a + b, 0)].join("\t"));
}
const colTotals = months.map((m) => products.reduce((s, p) => s + (pivot[p][m] ?? 0), 0));
console.log(["total", ...colTotals, colTotals.reduce((a, b) => a + b)].join("\t"));
const nested = Object.fromEntries(
  Object.entries(groupBy(sales, (s) => s.region)).map(([region, rows]) => [
    region,
    Object.fromEntries(Object.entries(groupBy(rows, (r) => r.product)).map(([prod, rs]) => [prod, rs.reduce((s, r) => s + r.units, 0)])),
  ])
);
console.log(JSON.stringify(nested));
const avgPrice = Object.entries(groupBy(sales, ({ product }) => product)).map(([product, rows]) => {
  const units = rows.reduce((s, r) => s + r.units, 0);
  const revenue = rows.reduce((s, r) => s + r.revenue, 0);
  return { product, units, revenue, avg: +(revenue / units).toFixed(2) };
}).sort((a, b) => b.revenue - a.revenue);
console.log(JSON.stringify(avgPrice));
const unpivot = Object.entries(pivot).flatMap(([product, byMonth]) => Object.entries(byMonth).map(([month, revenue]) => ({ product, month, revenue })));
console.log(unpivot.length, JSON.stringify(unpivot.at(-1)));
const share = Object.fromEntries(avgPrice.map(({ product, revenue }) => [product, `${((revenue / colTotals.reduce((a, b) => a + b)) * 100).toFixed(1)}%`]));
console.log(JSON.stringify(share));
const matrix = Map.groupBy?.(sales, (s) => s.month) ?? sales.reduce((m, s) => m.set(s.month, [...(m.get(s.month) ?? []), s]), new Map());
console.log([...matrix].map(([m, rows]) => `${m}:${rows.length}`).join(" "));
return { pivot, colTotals };
