// log: $0.00 | January 5, 2024 | $1,234.50 | February 5, 2024 | $2,469.00 | March 5, 2024 | $3,703.50 | April 5, 2024 | $4,938.00 | May 5, 2024 true x1, x9, and x10
// log: $1,234.50 26% 3.14 1,234,567.891 42 March 5, 2024 01:07 PM 3/5/2024, 1:07:00 PM
// log: EUR 12,345.68 1 million -5 50.0% 1234.50
// Formatters kept across awaits and loops (snapshot round-trips), and the toLocale* entry points.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const fmt = usd.format, day = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
const list = new Intl.ListFormat("en-US"), coll = new Intl.Collator("en-US", { numeric: true });
const out = [];
for (let i = 0; i < 5; i++) {
  await null;
  out.push(fmt(i * 1234.5), day.format(new Date(Date.UTC(2024, i, 5))));
}
console.log(out.join(" | "), usd.format === fmt, list.format(["x10", "x9", "x1"].sort(coll.compare)));
console.log((1234.5).toLocaleString("en-US", { style: "currency", currency: "USD" }), (0.256).toLocaleString("en-US", { style: "percent" }),
  (3.14159).toLocaleString("en-US", { maximumFractionDigits: 2 }), (1234567.891).toLocaleString(), (42).toLocaleString("fr-FR"),
  new Date(Date.UTC(2024, 2, 5)).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
  new Date(Date.UTC(2024, 2, 5, 13, 7)).toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit" }),
  new Date(Date.UTC(2024, 2, 5, 13, 7)).toLocaleString("en-US", { timeZone: "UTC" }));
console.log((12345.678).toLocaleString("en-US", { style: "currency", currency: "EUR", currencyDisplay: "code" }),
  (1e6).toLocaleString("en-US", { notation: "compact", compactDisplay: "long" }), (-5).toLocaleString("en-US", { signDisplay: "exceptZero" }),
  (0.5).toLocaleString("en-US", { style: "percent", minimumFractionDigits: 1 }), (1234.5).toLocaleString("en-US", { useGrouping: false, minimumFractionDigits: 2 }));
