// value: 15
// log: weekday="Tue" literal=", " month="March" literal=" " day="05" literal=", " year="2024" literal=" at " hour="9" literal=":" minute="05" literal=":" second="07" literal=" " dayPeriod="AM"
// log: Tue 05 March 2024 AM
// log: {
// log:   month: '03',
// log:   day: '05',
// log:   year: '2024',
// log:   hour: '18',
// log:   minute: '05',
// log:   second: '07'
// log: }
// log: 2024-03-05T18:05:07+09:00
// log: en-US gregory latn UTC h12 true short long
// log: Mar 5, 2024 Jan 1, 2020
// log: [
// log:   { type: 'hour', value: '10' },
// log:   { type: 'literal', value: ':' },
// log:   { type: 'minute', value: '05' },
// log:   { type: 'literal', value: ' ' },
// log:   { type: 'dayPeriod', value: 'AM' }
// log: ]
// log: M
// log: 9 AM
// log: true
// Intl.DateTimeFormat formatToParts to build custom strings.
const d = new Date("2024-03-05T09:05:07Z");
const dtf = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "2-digit", weekday: "short", hour: "numeric", minute: "2-digit", second: "2-digit" });
const parts = dtf.formatToParts(d);
console.log(parts.map(p => `${p.type}=${JSON.stringify(p.value)}`).join(" "));
const get = type => parts.find(p => p.type === type)?.value;
console.log(`${get("weekday")} ${get("day")} ${get("month")} ${get("year")} ${get("dayPeriod")}`);
const iso = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Tokyo", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
const p = Object.fromEntries(iso.formatToParts(d).filter(x => x.type !== "literal").map(x => [x.type, x.value]));
console.log(p);
console.log(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}+09:00`);
const ro = dtf.resolvedOptions();
console.log(ro.locale, ro.calendar, ro.numberingSystem, ro.timeZone, ro.hourCycle, ro.hour12, ro.weekday, ro.month);
const range = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });
console.log(range.format(d), range.format(Date.UTC(2020, 0, 1)));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", timeStyle: "short" }).formatToParts(d));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "narrow" }).format(d));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric" }).format(d));
const f = dtf.format;
console.log(f(d) === dtf.format(d));
return parts.length;
