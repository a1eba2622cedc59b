// log: weekday=Tuesday|literal=, |month=March|literal= |day=5|literal=, |year=2024|literal= at |hour=1|literal=:|minute=04|literal=:|second=05|literal= |dayPeriod=PM|literal= |timeZoneName=UTC
// log: month=3|literal=/|day=5|literal=/|year=2024|literal=, |hour=13|literal=:|minute=04|literal=:|second=05
// log: month=3|literal=/|day=5|literal=/|year=2024 / weekday=Tue|literal= |hour=1|literal= |dayPeriod=PM / month=Mar|literal= |year=24|literal=, |timeZoneName=Coordinated Universal Time
// log: March 5
// log: TypeError Invalid option : timeStyle
// log: TypeError Invalid option : dateStyle
// log: TypeError Currency code is required with currency style.
// log: RangeError maximumFractionDigits value is out of range.
// log: RangeError Value nope out of range for String.prototype.localeCompare options property sensitivity
// log: RangeError Value x out of range for Number.prototype.toLocaleString options property style
// log: RangeError Value x out of range for Date.prototype.toLocaleTimeString options property month
// log: 1 PM
// DateTimeFormat.formatToParts and option errors of the toLocale* methods.
const d = new Date(Date.UTC(2024, 2, 5, 13, 4, 5));
const show = (o) => new Intl.DateTimeFormat("en-US", o).formatToParts(d).map((p) => p.type + "=" + p.value).join("|");
console.log(show({ dateStyle: "full", timeStyle: "long" }));
console.log(show({ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", hour12: false }));
console.log(show({}), "/", show({ weekday: "short", hour: "numeric" }), "/", show({ month: "short", year: "2-digit", timeZoneName: "long" }));
const parts = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).formatToParts(d);
console.log(parts.find((p) => p.type === "month").value, parts.length);
for (const f of [() => d.toLocaleDateString("en-US", { timeStyle: "short" }), () => d.toLocaleTimeString("en-US", { dateStyle: "short" }),
  () => (1).toLocaleString("en-US", { style: "currency" }), () => (1).toLocaleString("en-US", { maximumFractionDigits: 101 }),
  () => "a".localeCompare("b", "en-US", { sensitivity: "nope" }), () => (1).toLocaleString("en", { style: "x" }),
  () => d.toLocaleTimeString("en", { month: "x" }), () => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric" }).format(d)]) {
  try { console.log(f()); } catch (e) { console.log(e.constructor.name, e.message); }
}
