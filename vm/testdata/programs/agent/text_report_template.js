// value: {"lines":13,"statusLine":"paid: A1/A3; refunded: A2; pending: A4"}
// log: # Orders 2024-03-04 – 2024-03-07
// log: 
// log: ## Mon, Mar 4 (1 order, $1,234.50)
// log: - `A1` Zoë Ångström    $1,234.50 ✅
// log: 
// log: ## Tue, Mar 5 (2 orders, $109.99)
// log: - `A2` Bob                $99.99 ↩️
// log: - `A3` Émile              $10.00 ✅
// log: 
// log: ## Thu, Mar 7 (1 order, $560.00)
// log: - `A4` Chloé             $560.00 ⏳
// log: 
// log: **Paid:** 2/4 (50%)
// log: 13 299
// log: paid: A1/A3; refunded: A2; pending: A4
// Weekly report assembled with template literals, dates and number formatting.
const orders = [
  { id: "A1", customer: "Zoë Ångström", total: 1234.5, at: "2024-03-04T08:15:00Z", status: "paid" },
  { id: "A2", customer: "bob", total: 99.99, at: "2024-03-05T17:45:00Z", status: "refunded" },
  { id: "A3", customer: "Émile", total: 10, at: "2024-03-05T23:59:59Z", status: "paid" },
  { id: "A4", customer: "Chloé", total: 560, at: "2024-03-07T12:00:00Z", status: "pending" },
];
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const day = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
const byDay = new Map();
for (const o of orders) {
  const k = o.at.slice(0, 10);
  if (!byDay.has(k)) byDay.set(k, []);
  byDay.get(k).push(o);
}
let out = `# Orders ${orders[0].at.slice(0, 10)} – ${orders.at(-1).at.slice(0, 10)}\n\n`;
for (const [k, list] of byDay) {
  const sum = list.reduce((s, o) => s + o.total, 0);
  out += `## ${day.format(new Date(k))} (${list.length} order${list.length > 1 ? "s" : ""}, ${money.format(sum)})\n`;
  for (const o of list) {
    const name = o.customer.charAt(0).toUpperCase() + o.customer.slice(1);
    out += `- \`${o.id}\` ${name.padEnd(14)} ${money.format(o.total).padStart(10)} ${o.status === "paid" ? "✅" : o.status === "pending" ? "⏳" : "↩️"}\n`;
  }
  out += "\n";
}
const paid = orders.filter(o => o.status === "paid");
out += `**Paid:** ${paid.length}/${orders.length} (${(paid.length / orders.length * 100).toFixed(0)}%)`;
console.log(out);
console.log(out.split("\n").length, out.length);
const statusLine = Object.entries(orders.reduce((g, o) => ((g[o.status] ??= []).push(o), g), {})).map(([s, l]) => `${s}: ${l.map(o => o.id).join("/")}`).join("; ");
console.log(statusLine);
return { lines: out.split("\n").length, statusLine };
