// value: "h23"
// log: {"hour":"2-digit","minute":"2-digit","second":"2-digit","fractionalSecondDigits":3} => 02:07:09.456 PM
// log: {"second":"numeric","fractionalSecondDigits":2} => 9.45
// log: {"hour":"numeric","minute":"numeric","hourCycle":"h23"} => 14:07
// log: {"hour":"numeric","hour12":false} => 14
// log: {"hour":"numeric","minute":"2-digit","hourCycle":"h11"} => 2:07 PM
// log: {"year":"numeric","era":"short"} => 2024 AD
// log: {"month":"long","day":"numeric","era":"long"} => March 5 Anno Domini
// log: {"dateStyle":"short","timeStyle":"medium"} => 3/5/24, 2:07:09 PM
// log: {"dateStyle":"long","timeStyle":"full"} => March 5, 2024 at 2:07:09 PM Coordinated Universal Time
// log: {"weekday":"narrow","day":"numeric"} => 5 T
// log: {"year":"2-digit","month":"narrow"} => M 24
// log: {"month":"2-digit","day":"2-digit"} => 03/05
// log: {"year":"numeric","month":"2-digit"} => 03/2024
// log: {"year":"numeric","month":"short","day":"numeric","era":"short"} => Mar 5, 2024 AD
// log: {"minute":"numeric","fractionalSecondDigits":1} => 07:09.4
// log: {"fractionalSecondDigits":4} => RangeError fractionalSecondDigits value is out of range.
// log: {"minute":"2-digit","second":"2-digit"} => 07:09
// log: {"hour":"2-digit","minute":"2-digit","timeZoneName":"shortOffset","timeZone":"Asia/Kolkata"} => 07:37 PM GMT+5:30
// log: {"timeZone":"America/New_York","dateStyle":"medium","timeStyle":"short"} => Mar 5, 2024, 9:07 AM
// log: h11 0:05:00 AM
// log: h12 12:05:00 AM
// log: h23 00:05:00
// log: h24 24:05:00
// log: 24:05:00 00:05:00
// Less common DateTimeFormat options agents reach for.
const d = new Date("2024-03-05T14:07:09.456Z");
const show = (opts) => {
  try { console.log(JSON.stringify(opts), "=>", new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...opts }).format(d)); }
  catch (e) { console.log(JSON.stringify(opts), "=>", e.name, e.message); }
};
show({ hour: "2-digit", minute: "2-digit", second: "2-digit", fractionalSecondDigits: 3 });
show({ second: "numeric", fractionalSecondDigits: 2 });
show({ hour: "numeric", minute: "numeric", hourCycle: "h23" });
show({ hour: "numeric", hour12: false });
show({ hour: "numeric", minute: "2-digit", hourCycle: "h11" });
show({ year: "numeric", era: "short" });
show({ month: "long", day: "numeric", era: "long" });
show({ dateStyle: "short", timeStyle: "medium" });
show({ dateStyle: "long", timeStyle: "full" });
show({ weekday: "narrow", day: "numeric" });
show({ year: "2-digit", month: "narrow" });
show({ month: "2-digit", day: "2-digit" });
show({ year: "numeric", month: "2-digit" });
show({ year: "numeric", month: "short", day: "numeric", era: "short" });
show({ minute: "numeric", fractionalSecondDigits: 1 });
show({ fractionalSecondDigits: 4 });
show({ minute: "2-digit", second: "2-digit" });
show({ hour: "2-digit", minute: "2-digit", timeZoneName: "shortOffset", timeZone: "Asia/Kolkata" });
show({ timeZone: "America/New_York", dateStyle: "medium", timeStyle: "short" });
const midnight = new Date("2024-03-05T00:05:00Z");
for (const hourCycle of ["h11", "h12", "h23", "h24"]) console.log(hourCycle, midnight.toLocaleTimeString("en-US", { timeZone: "UTC", hourCycle }));
console.log(midnight.toLocaleTimeString("en-US", { timeZone: "UTC", hour12: false }), midnight.toLocaleTimeString("en-US", { timeZone: "UTC", hourCycle: "h23" }));
return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", hourCycle: "h23" }).resolvedOptions().hourCycle;
