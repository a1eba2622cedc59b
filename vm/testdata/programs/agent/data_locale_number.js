// value: ["1,234,567.891","0.5","-9,876.5","1,000,000,000","42","0","-0","1,234.5"]
// log: 1,234,567.891 1,234,568 1,234,567.89
// log: 0.5 1 0.50
// log: -9,876.5 -9,877 -9,876.50
// log: 1,000,000,000 1,000,000,000 1,000,000,000.00
// log: 42 42 42.00
// log: 0 0 0.00
// log: -0 -0 -0.00
// log: 1,234.5 1,235 1,234.50
// log: 1,234,567.891 1,234,567.891 1,234,567.891 1,234,567.891
// log: 26% 25.6%
// log: $1,234.50 £1,234.50
// log: -$1,234.50 €1,234.50
// log: 100 1.01 3 4
// log: 1,230 0.00012 005
// log: 1234567 12,345.600
// log: NaN ∞ -∞ 1,000,000,000,000,000,000,000
// log: North  1,520.30
// log: South 98,000.00
// log: East       7.25
// log: string 1,2.5,1,000 1,234,,,5,679
// log: 12 km/h 3 days
// log: TypeError Currency code is required with currency style.
// log: RangeError maximumFractionDigits value is out of range.
// toLocaleString with options as models write it for summaries: grouping, fraction digits, locales.
const revenue = [1234567.891, 0.5, -9876.5, 1e9, 42, 0, -0, 1234.5];
for (const r of revenue) {
  console.log(r.toLocaleString(), r.toLocaleString("en-US", { maximumFractionDigits: 0 }), r.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
}
console.log((1234567.891).toLocaleString("en-US"), (1234567.891).toLocaleString("en"), (1234567.891).toLocaleString(["en-US", "de-DE"]), (1234567.891).toLocaleString(undefined, {}));
console.log((0.256).toLocaleString("en-US", { style: "percent" }), (0.256).toLocaleString("en-US", { style: "percent", minimumFractionDigits: 1 }));
console.log((1234.5).toLocaleString("en-US", { style: "currency", currency: "USD" }), (1234.5).toLocaleString("en-GB", { style: "currency", currency: "GBP" }));
console.log((-1234.5).toLocaleString("en-US", { style: "currency", currency: "USD" }), (1234.5).toLocaleString("en-US", { style: "currency", currency: "EUR" }));
console.log((99.999).toLocaleString("en-US", { maximumFractionDigits: 2 }), (1.005).toLocaleString("en-US", { maximumFractionDigits: 2 }), (2.5).toLocaleString("en-US", { maximumFractionDigits: 0 }), (3.5).toLocaleString("en-US", { maximumFractionDigits: 0 }));
console.log((1234.5678).toLocaleString("en-US", { maximumSignificantDigits: 3 }), (0.000123456).toLocaleString("en-US", { maximumSignificantDigits: 2 }), (5).toLocaleString("en-US", { minimumIntegerDigits: 3 }));
console.log((1234567).toLocaleString("en-US", { useGrouping: false }), (12345.6).toLocaleString(undefined, { minimumFractionDigits: 3 }));
console.log(NaN.toLocaleString(), Infinity.toLocaleString(), (-Infinity).toLocaleString("de-DE"), (1e21).toLocaleString());
const rows = [["North", 1520.3], ["South", 98000], ["East", 7.25]];
const width = Math.max(...rows.map(([, v]) => v.toLocaleString("en-US", { minimumFractionDigits: 2 }).length));
for (const [name, v] of rows) console.log(name.padEnd(6) + v.toLocaleString("en-US", { minimumFractionDigits: 2 }).padStart(width));
const d = new Date(Date.UTC(2024, 0, 5));
console.log(typeof d.toLocaleDateString(), [1, 2.5, 1000].toLocaleString(), [1234, null, undefined, 5678.9].toLocaleString("en-US", { maximumFractionDigits: 0 }));
console.log((12).toLocaleString("en-US", { style: "unit", unit: "kilometer-per-hour" }), (3).toLocaleString("en-US", { style: "unit", unit: "day", unitDisplay: "long" }));
try { (1).toLocaleString("en-US", { style: "currency" }); } catch (e) { console.log(e.name, e.message); }
try { (1).toLocaleString("en-US", { maximumFractionDigits: 101 }); } catch (e) { console.log(e.name, e.message); }
return revenue.map((r) => r.toLocaleString("en-US"));
