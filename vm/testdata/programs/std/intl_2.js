// log: ["March 5, 2024","24:04:05","24","3/5/2024, UTC","Wednesday, December 25, 2024 at 3:30:00 PM Coordinated Universal Time","March 5 at 12:04 AM","Tue, 3/5","Tuesday, Mar 5, 2024","4","12:04 AM","03/05"]
// log: ["00:04","0 AM","03:30:00 PM","Mar 24","M","T","March 2024","Mar 5","Tuesday 12 AM","Tuesday, March 5 at 12:04 AM","Mar 5, 2024, 12:04 AM","5","04:05","Mar 5, 2024, 12:04 AM","March 5, 2024 at 12:04 AM","3/5/24, 12:04:05 AM UTC","24:04","3/5/2024, Coordinated Universal Time","3/5/2024","Wednesday, December 25, 2024","3:30:00 PM","3:30:00 PM Coordinated Universal Time","2024"]
// log: 12/25/2024, 3:30:00 PM 12/25/2024 3:30:00 PM 3/5/2024, 12:04:05 AM Invalid Date
// log: {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h12","hour12":true,"dateStyle":"full","timeStyle":"short"}
// log: {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h12","hour12":true,"weekday":"short","hour":"2-digit","minute":"2-digit","second":"2-digit","timeZoneName":"short"}
// log: {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h24","hour12":false,"hour":"2-digit"} {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","year":"numeric","month":"numeric","day":"numeric"}
// log: TypeError Can't set option hour when dateStyle is used
// log: RangeError tz
// log: RangeError Value bogus out of range for Intl.DateTimeFormat options property month
// log: RangeError Invalid time value
// log: Mar 5 | Dec 25 1/1/1970
// Intl.DateTimeFormat and Date.prototype.toLocale*String (en-US, UTC).
const d = new Date(Date.UTC(2024, 2, 5, 0, 4, 5)), p = new Date(Date.UTC(2024, 11, 25, 15, 30, 0));
const f = (o, x = d) => new Intl.DateTimeFormat("en-US", o).format(x);
console.log(JSON.stringify([
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
  d.toLocaleTimeString("en-US", { hour12: false }), d.toLocaleString("en-US", { hour: "numeric", hour12: false }),
  d.toLocaleDateString("en-US", { timeZoneName: "short" }), p.toLocaleString("en-US", { dateStyle: "full", timeStyle: "full", timeZone: "UTC" }),
  d.toLocaleString("en-US", { month: "long", day: "numeric", hour: "numeric", minute: "2-digit" }),
  d.toLocaleString("en-US", { weekday: "short", month: "numeric", day: "numeric" }),
  d.toLocaleString("en-US", { weekday: "long", year: "numeric", month: "short", day: "numeric" }),
  d.toLocaleString("en-US", { minute: "2-digit" }), d.toLocaleString("en-US", { hour: "2-digit", minute: "2-digit" }),
  d.toLocaleString("en-US", { month: "2-digit", day: "2-digit" }),
]));
console.log(JSON.stringify([f({ hour: "numeric", minute: "numeric", hourCycle: "h23" }), f({ hour: "numeric", hourCycle: "h11" }),
  f({ hour: "2-digit", minute: "2-digit", second: "2-digit" }, p), f({ year: "2-digit", month: "short" }), f({ month: "narrow" }),
  f({ weekday: "narrow" }), f({ year: "numeric", month: "long" }), f({ day: "numeric", month: "short" }), f({ weekday: "long", hour: "numeric" }),
  f({ weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "numeric" }),
  f({ year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "numeric" }), f({ second: "numeric" }),
  f({ minute: "numeric", second: "numeric" }), f({ dateStyle: "medium", timeStyle: "short" }), f({ dateStyle: "long", timeStyle: "short" }),
  f({ dateStyle: "short", timeStyle: "long" }), f({ timeStyle: "short", hour12: false }), f({ timeZone: "Etc/UTC", timeZoneName: "long" }),
  f({}), f({ dateStyle: "full" }, p), f({ timeStyle: "medium" }, p), f({ timeStyle: "full" }, p), f({ year: "numeric" }),
]));
console.log(p.toLocaleString(), p.toLocaleDateString(), p.toLocaleTimeString(), d.toLocaleString("en-US"), new Date(NaN).toLocaleString());
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" }).resolvedOptions()));
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { weekday: "short", hour: "2-digit", minute: "numeric", second: "numeric", timeZoneName: "short" }).resolvedOptions()));
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { hour: "numeric", hour12: false }).resolvedOptions()), JSON.stringify(new Intl.DateTimeFormat().resolvedOptions()));
for (const o of [{ dateStyle: "short", hour: "numeric" }, { timeZone: "Mars/X" }, { month: "bogus" }]) {
  try { f(o); } catch (e) { console.log(e.constructor.name, e.message.startsWith("Invalid time zone") ? "tz" : e.message); }
}
try { f({}, new Date(NaN)); } catch (e) { console.log(e.constructor.name, e.message); }
console.log([d, p].map(new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" }).format).join(" | "), f({}, 0));
