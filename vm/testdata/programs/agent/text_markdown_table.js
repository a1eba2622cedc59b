// value: 5
// log: | name       | qty |  price | region |
// log: |:-----------|----:|-------:|:-------|
// log: | Widget     |  12 |    3.5 | EU     |
// log: | Gadget Pro |   3 | 129.99 | US     |
// log: | Ünïcorn    | 150 |   0.25 | APAC   |
// log: REPORT
// log: ==============================
// log: Widget......     42.00
// log: Gadget Pro..    389.97
// log: Ünïcorn.....     37.50
// log: ------------------------------
// log: TOTAL           469.47
// log: 007 12121abc abc x
// log: [ 'INV-000001', 'INV-000042', 'INV-123456', 'INV-1234567' ]
// log:    EU ██░░░░░░░░░░░░░░░░░░ 12
// log:    US ░░░░░░░░░░░░░░░░░░░░ 3
// log:  APAC ████████████████████ 150
// Build a markdown table and a fixed-width report with padStart/padEnd.
const rows = [
  { name: "Widget", qty: 12, price: 3.5, region: "EU" },
  { name: "Gadget Pro", qty: 3, price: 129.99, region: "US" },
  { name: "Ünïcorn", qty: 150, price: 0.25, region: "APAC" },
];
const cols = Object.keys(rows[0]);
const widths = cols.map(c => Math.max(c.length, ...rows.map(r => String(r[c]).length)));
const fmtRow = cells => "| " + cells.map((v, i) => typeof rows[0][cols[i]] === "number" ? String(v).padStart(widths[i]) : String(v).padEnd(widths[i])).join(" | ") + " |";
const table = [
  fmtRow(cols),
  "|" + widths.map((w, i) => typeof rows[0][cols[i]] === "number" ? "-".repeat(w + 1) + ":" : ":" + "-".repeat(w + 1)).join("|") + "|",
  ...rows.map(r => fmtRow(cols.map(c => r[c]))),
].join("\n");
console.log(table);
const total = rows.reduce((s, r) => s + r.qty * r.price, 0);
const report = `
REPORT
${"=".repeat(30)}
${rows.map(r => `${r.name.padEnd(12, ".")}${(r.qty * r.price).toFixed(2).padStart(10)}`).join("\n")}
${"-".repeat(30)}
${"TOTAL".padEnd(12)}${total.toFixed(2).padStart(10)}
`.trim();
console.log(report);
console.log("7".padStart(3, "0"), "abc".padStart(8, "12"), "abc".padEnd(2), "x".padEnd(5, ""));
const invoice = (n) => `INV-${String(n).padStart(6, "0")}`;
console.log([1, 42, 123456, 1234567].map(invoice));
const bar = (v, max) => "█".repeat(Math.round((v / max) * 20)).padEnd(20, "░");
for (const r of rows) console.log(`${r.region.padStart(5)} ${bar(r.qty, 150)} ${r.qty}`);
return table.split("\n").length;
