// value: "05/03/2024"
// log: 1.234.567,891 1 234 567,891 1,234,567.891 1,234,567.891
// log: 0,5 0,5 0.5 0.5
// log: -42 -42 -42 -42
// log: 1.000.000 1 000 000 1,000,000 1,000,000
// log: 12,346 12,346 12.346 12.346
// log: 1.234,50 € £1,234.50
// log: 25,6 % 1.234,50
// log: 05/03/2024 3/5/2024 5.3.2024
// log: 5 March 2024
// log: Tuesday 05 Mar
// log: 14:07:09 2:07:09 PM 14:07:09
// log: 05/03/2024, 14:07:09 5.3.2024, 14:07:09
// log: Dienstag, 5. März 2024 5 Mar 2024
// log: [ '5,00 €', '1.999,99 €', '-0,01 €' ]
// log: 05/03/2024, 14:07 day,literal,month,literal,year,literal,hour,literal,minute
// log: [ 'apfel', 'Äpfel', 'Zebra', 'zucker' ] [ 'a', 'b', 'C' ]
// log: Berlin: 3.644.827; München: 1.488.202
// log: 012
// log: 1.2M 1,2 Mio.
// log: en-GB tea, scones and jam / tea or scones / en-GB
// log: de-DE Brot, Käse und Wein / Brot oder Käse / de-DE
// log: fr-FR pain, fromage et vin / pain ou fromage / fr-FR
// log: es-ES pan, queso y hielo / pan o queso / es-ES
// log: siete u ocho りんご、みかん、ぶどう
// Non-English locale formatting of numbers and dates in agent reports.
const amounts = [1234567.891, 0.5, -42, 1e6, 12.3456];
for (const a of amounts) {
  console.log(a.toLocaleString("de-DE"), a.toLocaleString("fr-FR"), a.toLocaleString("en-GB"), a.toLocaleString("en-US"));
}
console.log((1234.5).toLocaleString("de-DE", { style: "currency", currency: "EUR" }), (1234.5).toLocaleString("en-GB", { style: "currency", currency: "GBP" }));
console.log((0.256).toLocaleString("de-DE", { style: "percent", minimumFractionDigits: 1 }), (1234.5).toLocaleString("de-DE", { minimumFractionDigits: 2 }));
const d = new Date(Date.UTC(2024, 2, 5, 14, 7, 9));
console.log(d.toLocaleDateString("en-GB", { timeZone: "UTC" }), d.toLocaleDateString("en-US", { timeZone: "UTC" }), d.toLocaleDateString("de-DE", { timeZone: "UTC" }));
console.log(d.toLocaleDateString("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }));
console.log(d.toLocaleDateString("en-GB", { timeZone: "UTC", weekday: "long", day: "2-digit", month: "short" }));
console.log(d.toLocaleTimeString("en-GB", { timeZone: "UTC" }), d.toLocaleTimeString("en-US", { timeZone: "UTC" }), d.toLocaleTimeString("de-DE", { timeZone: "UTC" }));
console.log(d.toLocaleString("en-GB", { timeZone: "UTC" }), d.toLocaleString("de-DE", { timeZone: "UTC" }));
console.log(d.toLocaleDateString("de-DE", { timeZone: "UTC", dateStyle: "full" }), d.toLocaleDateString("en-GB", { timeZone: "UTC", dateStyle: "medium" }));
const fmt = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
console.log([5, 1999.99, -0.01].map((x) => fmt.format(x)));
const gb = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
console.log(gb.format(d), gb.formatToParts(d).map((p) => p.type).join(","));
console.log(["Zebra", "apfel", "Äpfel", "zucker"].sort(new Intl.Collator("de").compare), ["b", "a", "C"].sort((x, y) => x.localeCompare(y, "en")));
const report = [["Berlin", 3644826.5], ["München", 1488202]].map(([city, pop]) => `${city}: ${pop.toLocaleString("de-DE", { maximumFractionDigits: 0 })}`);
console.log(report.join("; "));
console.log((12).toLocaleString("en-GB", { minimumIntegerDigits: 3 }));
console.log(new Intl.NumberFormat("en-US", { notation: "compact" }).format(1234567), new Intl.NumberFormat("de-DE", { notation: "compact" }).format(1234567));
const langs = { "en-GB": ["tea", "scones", "jam"], "de-DE": ["Brot", "Käse", "Wein"], "fr-FR": ["pain", "fromage", "vin"], "es-ES": ["pan", "queso", "hielo"] };
for (const [loc, food] of Object.entries(langs)) {
  const and = new Intl.ListFormat(loc, { type: "conjunction" }), or = new Intl.ListFormat(loc, { type: "disjunction" });
  console.log(loc, and.format(food), "/", or.format(food.slice(0, 2)), "/", and.resolvedOptions().locale);
}
console.log(new Intl.ListFormat("es", { type: "disjunction" }).format(["siete", "ocho"]), new Intl.ListFormat("ja").format(["りんご", "みかん", "ぶどう"]));
return d.toLocaleDateString("en-GB", { timeZone: "UTC" });
