// value: {"issued":"2024-02-29","lines":[{"gross":71.96,"qty":3,"sku":"A-100"},{"gross":299.4,"qty":1,"sku":"B-7"},{"gross":200,"qty":2.5,"sku":"C-3"},{"gross":-18,"qty":1,"sku":"D-1"},{"gross":2.49,"qty":7,"sku":"E-9"}],"number":"INV-000042","totals":{"gross":555.85,"net":496.8,"tax":59.05}}
// log: A-100  Widget          3     $19.99      $71.96
// log: B-7    Gadget, larg    1    $249.50     $299.40
// log: C-3    Service hour  2.5     $80.00     $200.00
// log: D-1    Discount        1    -$15.00     -$18.00
// log: E-9    Tiny part       7      $0.33       $2.49
// log: {"net":49680,"tax":5905,"gross":55585} $555.85
// log: 20%: $58.89; 0%: $0.00; 7%: $0.16
// log: 555.8581700000001 555.86 555.85 true
// log: {
// log:   "number": "INV-000042",
// log:   "issued": "2024-02-29",
// log:   "lines": [
// log:     {
// log:       "sku": "A-100",
// log:       "qty": 3,
// log:       "gross": 71.96
// log:     },
// log:     {
// log:       "sku": "B-7",
// log:       "qty": 1,
// log:       "gross": 299.4
// log:     },
// log:     {
// log:       "sku": "C-3",
// log:       "qty": 2.5,
// log:       "gross": 200
// log:     },
// log:     {
// log:       "sku": "D-1",
// log:       "qty": 1,
// log:       "gross": -18
// log:     },
// log:     {
// log:       "sku": "E-9",
// log:       "qty": 7,
// log:       "gross": 2.49
// log:     }
// log:   ],
// log:   "totals": {
// log:     "net": 496.8,
// log:     "tax": 59.05,
// log:     "gross": 555.85
// log:   }
// log: }
// log: B-7 D-1 true
// log: 1,234.50 $496.80
// An invoice summary built from line items: currency math in cents, tax rounding, formatted table, totals object.
const groupBy = Object.groupBy ?? ((items, keyFn) => { const out = Object.create(null); let i = 0; for (const item of items) (out[keyFn(item, i++)] ??= []).push(item); return out; });
const lines = [
  { sku: "A-100", desc: "Widget", qty: 3, unit: 19.99, taxRate: 0.2 },
  { sku: "B-7", desc: "Gadget, large", qty: 1, unit: 249.5, taxRate: 0.2 },
  { sku: "C-3", desc: "Service hour", qty: 2.5, unit: 80, taxRate: 0 },
  { sku: "D-1", desc: "Discount", qty: 1, unit: -15, taxRate: 0.2 },
  { sku: "E-9", desc: "Tiny part", qty: 7, unit: 0.333, taxRate: 0.07 },
];
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const toCents = (x) => Math.round(x * 100);
const computed = lines.map((l) => {
  const net = toCents(l.qty * l.unit);
  const tax = Math.round(net * l.taxRate);
  return { ...l, net, tax, gross: net + tax };
});
for (const c of computed) {
  console.log([c.sku.padEnd(6), c.desc.slice(0, 12).padEnd(12), String(c.qty).padStart(4), usd.format(c.unit).padStart(10), usd.format(c.gross / 100).padStart(11)].join(" "));
}
const totals = computed.reduce((t, c) => ({ net: t.net + c.net, tax: t.tax + c.tax, gross: t.gross + c.gross }), { net: 0, tax: 0, gross: 0 });
console.log(JSON.stringify(totals), usd.format(totals.gross / 100));
const byRate = groupBy(computed, (c) => `${(c.taxRate * 100).toFixed(0)}%`);
console.log(Object.entries(byRate).map(([rate, cs]) => `${rate}: ${usd.format(cs.reduce((s, c) => s + c.tax, 0) / 100)}`).join("; "));
const naive = lines.reduce((s, l) => s + l.qty * l.unit * (1 + l.taxRate), 0);
console.log(naive, naive.toFixed(2), (totals.gross / 100).toFixed(2), Math.abs(naive - totals.gross / 100) < 0.01);
const invoice = {
  number: `INV-${String(42).padStart(6, "0")}`,
  issued: new Date(Date.UTC(2024, 1, 29)).toISOString().slice(0, 10),
  lines: computed.map(({ sku, qty, gross }) => ({ sku, qty, gross: gross / 100 })),
  totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v / 100])),
};
console.log(JSON.stringify(invoice, null, 2));
const biggest = computed.reduce((best, c) => (c.gross > (best?.gross ?? -Infinity) ? c : best), null);
console.log(biggest.sku, computed.filter((c) => c.gross < 0).map((c) => c.sku).join(), computed.every((c) => Number.isInteger(c.gross)));
console.log((1234.5).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ","), (totals.net / 100).toLocaleString("en-US", { style: "currency", currency: "USD" }));
return invoice;
