// value: "11/28/2024"
// log: object [object Intl]
// log: UTC
// log: en-US
// log: [ 'en-US', 'en' ]
// log: [ 'en-US', 'en-GB' ]
// log: 3/5/2024 1/1/1970
// log: [object Intl.DateTimeFormat] [object Intl.Collator]
// log: 11/28
// log: 4 PM
// log: 0
// log: 4:00 PM
// log: 11/28/24
// log: 1,234.5 26%
// log: 1.2M
// log: TypeError Can't set option hour when timeStyle is used
// log: RangeError Value huge out of range for Intl.DateTimeFormat options property month
// Feature checks and misc Intl calls agents use.
console.log(typeof Intl, Object.prototype.toString.call(Intl));
console.log(Intl.DateTimeFormat().resolvedOptions().timeZone);
console.log(new Intl.DateTimeFormat().resolvedOptions().locale);
console.log(Intl.DateTimeFormat.supportedLocalesOf(["en-US", "en"]));
console.log(Intl.getCanonicalLocales(["EN-us", "en-gb"]));
const dtf = new Intl.DateTimeFormat("en-US", { timeZone: "UTC" });
console.log(dtf.format(new Date("2024-03-05T10:00:00Z")), dtf.format(0));
console.log(Object.prototype.toString.call(dtf), Object.prototype.toString.call(new Intl.Collator()));
const d = new Date(Date.UTC(2024, 10, 28, 16, 0));
console.log(d.toLocaleDateString("en-US", { timeZone: "UTC", month: "numeric", day: "numeric" }));
console.log(d.toLocaleString("en-US", { timeZone: "UTC", hour: "numeric", hour12: true }));
console.log(d.toLocaleString("en-US", { timeZone: "UTC", minute: "2-digit" }));
console.log(d.toLocaleTimeString("en-US", { timeZone: "UTC", timeStyle: "short" }));
console.log(d.toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "short" }));
console.log((1234.5).toLocaleString("en-US"), (0.256).toLocaleString("en-US", { style: "percent" }));
console.log(new Intl.NumberFormat("en-US", { notation: "compact" }).format(1234567));
try { new Intl.DateTimeFormat("en-US", { timeStyle: "short", hour: "numeric" }); } catch (e) { console.log(e.name, e.message); }
try { new Intl.DateTimeFormat("en-US", { month: "huge" }); } catch (e) { console.log(e.name, e.message); }
return d.toLocaleDateString("en-US", { timeZone: "UTC" });
