// value: {"big":"4.2M","share":"45.7%","total":"$1,234.50"}
// log: $0.00 | $1.00 | -$1.00 | $1,234.57 | $0.01 | $1,000,000.00 | -$0.00
// log: €1,234,567.89 -€3.50
// log: ¥1,235 ¥100
// log: EUR 12.00 12.00 euros
// log: ($42.10)
// log: 0% 12.3% 100% 150% -0.1% 100%
// log: 0 999 1K 1.2K 15K 1M 1M 2.5B 1.2T -46K
// log: 1.2 thousand / 15.3 thousand / 2.5 billion
// log: 1.23M 123.457M 123.5M
// log: 1.235E5 123.456E3
// log: 512 kB, 3.5 MB, 42 sec, 50%, 21.5°C, 60 mph
// log: 2MB
// log: 1 liter 2 liters
// log: -1 +0 +1 -0 0 5
// log: [{"type":"minusSign","value":"-"},{"type":"currency","value":"$"},{"type":"integer","value":"1"},{"type":"group","value":","},{"type":"integer","value":"234"},{"type":"decimal","value":"."},{"type":"fraction","value":"50"}]
// log: {"locale":"en-US","numberingSystem":"latn","style":"decimal","minimumIntegerDigits":1,"minimumFractionDigits":0,"maximumFractionDigits":2,"useGrouping":"auto","notation":"standard","signDisplay":"auto","roundingMode":"halfExpand","roundingIncrement":1,"trailingZeroDisplay":"auto","roundingPriority":"auto"}
// log: 1,234.5 2.0
// log: 1;2.35;1,000.1
// log: RangeError Invalid currency code : dollars
// log: RangeError Invalid unit argument for Intl.NumberFormat() 'parsecs'
// Intl.NumberFormat for dashboards: currency, percent, compact, units, signs, formatToParts.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
console.log([0, 1, -1, 1234.565, 0.005, 1e6, -0.004].map((n) => usd.format(n)).join(" | "));
const eur = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" });
console.log(eur.format(1234567.891), eur.format(-3.5));
const jpy = new Intl.NumberFormat("en-US", { style: "currency", currency: "JPY", currencyDisplay: "narrowSymbol" });
console.log(jpy.format(1234.5), new Intl.NumberFormat("en-US", { style: "currency", currency: "JPY" }).format(99.5));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", currencyDisplay: "code" }).format(12), new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", currencyDisplay: "name" }).format(12));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting" }).format(-42.1));
const pct = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
console.log([0, 0.1234, 1, 1.5, -0.0005, 0.99999].map((n) => pct.format(n)).join(" "));
const compact = new Intl.NumberFormat("en-US", { notation: "compact" });
console.log([0, 999, 1000, 1234, 15300, 999999, 1e6, 2.5e9, 1.2e12, -45600].map((n) => compact.format(n)).join(" "));
const compactLong = new Intl.NumberFormat("en-US", { notation: "compact", compactDisplay: "long", maximumFractionDigits: 1 });
console.log([1234, 15300, 2.5e9].map((n) => compactLong.format(n)).join(" / "));
console.log(new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 2 }).format(1234567), new Intl.NumberFormat("en-US", { notation: "compact", minimumFractionDigits: 1 }).format(123456789), new Intl.NumberFormat("en-US", { notation: "compact", maximumSignificantDigits: 4 }).format(123456789));
console.log(new Intl.NumberFormat("en-US", { notation: "scientific" }).format(123456), new Intl.NumberFormat("en-US", { notation: "engineering" }).format(123456));
const units = [["kilobyte", 512], ["megabyte", 3.5], ["second", 42], ["percent", 50], ["celsius", 21.5], ["mile-per-hour", 60]];
console.log(units.map(([unit, v]) => new Intl.NumberFormat("en-US", { style: "unit", unit }).format(v)).join(", "));
console.log(new Intl.NumberFormat("en-US", { style: "unit", unit: "byte", notation: "compact", unitDisplay: "narrow" }).format(2048000));
console.log(new Intl.NumberFormat("en-US", { style: "unit", unit: "liter", unitDisplay: "long" }).format(1), new Intl.NumberFormat("en-US", { style: "unit", unit: "liter", unitDisplay: "long" }).format(2));
const signed = new Intl.NumberFormat("en-US", { signDisplay: "always" });
console.log([-1, 0, 1, -0].map((n) => signed.format(n)).join(" "), new Intl.NumberFormat("en-US", { signDisplay: "exceptZero" }).format(0), new Intl.NumberFormat("en-US", { signDisplay: "never" }).format(-5));
console.log(JSON.stringify(usd.formatToParts(-1234.5)));
console.log(JSON.stringify(new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).resolvedOptions()));
console.log(new Intl.NumberFormat().format(1234.5), new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 3 }).format(2));
const fmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format;
console.log([1, 2.345, 1000.1].map(fmt).join(";"));
try { new Intl.NumberFormat("en-US", { style: "currency", currency: "dollars" }); } catch (e) { console.log(e.name, e.message); }
try { new Intl.NumberFormat("en-US", { style: "unit", unit: "parsecs" }); } catch (e) { console.log(e.name, e.message); }
return { total: usd.format(1234.5), share: pct.format(0.4567), big: compact.format(4.2e6) };
