// value: {"days":["2024-03-01","2024-03-02","2024-03-03","2024-03-04"],"totals":{"EUR":16544.75,"JPY":120000,"USD":100.49}}
// log: | Day | Orders | Items | Customers |
// log: |---|---:|---:|---|
// log: | Fri 1 Mar | 2 | 4 | Acme Corp, Müller GmbH |
// log: | Sat 2 Mar | 1 | 12 | Dupont SA |
// log: | Sun 3 Mar | 2 | 5 | Acme Corp, Tanaka KK |
// log: | Mon 4 Mar | 1 | 2 | Müller GmbH |
// log: ID       Customer                 Amount               Placed
// log: -------------------------------------------------------------
// log: A-1003   Dupont SA           15 000,00 €  2024-03-02 08:00:00
// log: A-1005   Tanaka KK              ￥120,000  2024-03-03 01:02:03
// log: A-1001   Müller GmbH          1.234,50 €  2024-03-01 09:15:00
// log: A-1006   Müller GmbH            310,25 €  2024-03-04 12:00:00
// log: A-1002   Acme Corp                $99.99  2024-03-01 17:45:10
// log: A-1004   Acme Corp                 $0.50  2024-03-03 23:59:59
// log: { EUR: 16544.75, USD: 100.49, JPY: 120000 }
// log: €16,544.75 · $100.49 · ¥120K
// log: span: 74.8 h (3d 3h) avg items: 3.83
// log: ┌─────────┬───────────────┬────────┬───────┐
// log: │ (index) │ customer      │ orders │ share │
// log: ├─────────┼───────────────┼────────┼───────┤
// log: │ 0       │ 'Acme Corp'   │ 2      │ '33%' │
// log: │ 1       │ 'Müller GmbH' │ 2      │ '33%' │
// log: │ 2       │ 'Dupont SA'   │ 1      │ '17%' │
// log: │ 3       │ 'Tanaka KK'   │ 1      │ '17%' │
// log: └─────────┴───────────────┴────────┴───────┘
// log: {
// log:   "generated": "2024-03-05T00:00:00.000Z",
// log:   "days": 4,
// log:   "top": {
// log:     "customer": "Acme Corp",
// log:     "orders": 2,
// log:     "share": "33%"
// log:   }
// log: }
// log: A-1001: 7,5 %; A-1003: 90,7 %; A-1006: 1,9 %
// A markdown sales report: grouping, number/date formatting, tables and a summary object.
const orders = [
  { id: "A-1001", customer: "Müller GmbH", country: "DE", total: 1234.5, currency: "EUR", placed: "2024-03-01T09:15:00Z", items: 3 },
  { id: "A-1002", customer: "Acme Corp", country: "US", total: 99.99, currency: "USD", placed: "2024-03-01T17:45:10Z", items: 1 },
  { id: "A-1003", customer: "Dupont SA", country: "FR", total: 15000, currency: "EUR", placed: "2024-03-02T08:00:00Z", items: 12 },
  { id: "A-1004", customer: "Acme Corp", country: "US", total: 0.5, currency: "USD", placed: "2024-03-03T23:59:59Z", items: 1 },
  { id: "A-1005", customer: "Tanaka KK", country: "JP", total: 120000, currency: "JPY", placed: "2024-03-03T01:02:03Z", items: 4 },
  { id: "A-1006", customer: "Müller GmbH", country: "DE", total: 310.25, currency: "EUR", placed: "2024-03-04T12:00:00Z", items: 2 },
];
const localeFor = { DE: "de-DE", US: "en-US", FR: "fr-FR", JP: "ja-JP" };
const money = (o) => new Intl.NumberFormat(localeFor[o.country], { style: "currency", currency: o.currency }).format(o.total);
const day = (iso) => iso.slice(0, 10);
const byDay = new Map();
for (const o of orders) {
  const k = day(o.placed);
  if (!byDay.has(k)) byDay.set(k, []);
  byDay.get(k).push(o);
}
const lines = ["| Day | Orders | Items | Customers |", "|---|---:|---:|---|"];
for (const [d, list] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
  const customers = [...new Set(list.map((o) => o.customer))].sort((a, b) => a.localeCompare(b));
  lines.push(`| ${new Date(d).toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })} | ${list.length} | ${list.reduce((s, o) => s + o.items, 0)} | ${customers.join(", ")} |`);
}
console.log(lines.join("\n"));
const widths = [8, 14, 16, 20];
const row = (cells) => cells.map((c, i) => (i >= 2 ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(" ");
console.log(row(["ID", "Customer", "Amount", "Placed"]));
console.log("-".repeat(widths.reduce((a, b) => a + b + 1, -1)));
for (const o of orders.toSorted((a, b) => b.items - a.items || a.id.localeCompare(b.id))) {
  console.log(row([o.id, o.customer.length > 12 ? o.customer.slice(0, 11) + "…" : o.customer, money(o), new Date(o.placed).toISOString().replace("T", " ").slice(0, 19)]));
}
const totals = orders.reduce((acc, o) => ({ ...acc, [o.currency]: +((acc[o.currency] ?? 0) + o.total).toFixed(2) }), {});
console.log(totals);
const fmtTotals = Object.entries(totals).map(([cur, v]) => new Intl.NumberFormat("en-US", { style: "currency", currency: cur, notation: v >= 1e5 ? "compact" : "standard" }).format(v));
console.log(fmtTotals.join(" · "));
const first = new Date(orders[0].placed), last = new Date(orders.at(-1).placed);
const hours = (last - first) / 36e5;
console.log(`span: ${hours.toFixed(1)} h (${Math.floor(hours / 24)}d ${Math.round(hours % 24)}h)`, `avg items: ${(orders.reduce((s, o) => s + o.items, 0) / orders.length).toPrecision(3)}`);
const top = Object.entries(Object.groupBy ? Object.groupBy(orders, (o) => o.customer) : orders.reduce((g, o) => ((g[o.customer] ??= []).push(o), g), {}))
  .map(([c, os]) => ({ customer: c, orders: os.length, share: `${((os.length / orders.length) * 100).toFixed(0)}%` }))
  .sort((a, b) => b.orders - a.orders || a.customer.localeCompare(b.customer));
console.table(top);
console.log(JSON.stringify({ generated: new Date(Date.UTC(2024, 2, 5)).toISOString(), days: byDay.size, top: top[0] }, null, 2));
const pct = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 1 });
console.log(orders.filter((o) => o.currency === "EUR").map((o) => `${o.id}: ${pct.format(o.total / totals.EUR)}`).join("; "));
return { days: [...byDay.keys()], totals };
