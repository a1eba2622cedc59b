// value: "March 5, 2024"
// log: 3/5/2024
// log: 2:07:09 PM
// log: 3/5/2024, 2:07:09 PM
// log: Tuesday, March 5, 2024
// log: Mar 5
// log: 03/05/24
// log: 02:07 PM
// log: 14:07:09
// log: 2:07 PM
// log: Tuesday, March 5, 2024 at 2:07 PM
// log: Mar 5, 2024
// log: 2:07:09 PM UTC
// log: 3/5/2024 3/5/2024
// log: March 2024
// log: Tue
// log: 3/5/2024, 2:07:09 PM UTC
// log: 12:00:00 AM 00:00:00
// log: Invalid Date
// log: Sun Mon Tue Wed Thu Fri Sat
// toLocale*String with options in UTC.
const d = new Date("2024-03-05T14:07:09Z");
const utc = { timeZone: "UTC" };
console.log(d.toLocaleDateString("en-US", utc));
console.log(d.toLocaleTimeString("en-US", utc));
console.log(d.toLocaleString("en-US", utc));
console.log(d.toLocaleDateString("en-US", { ...utc, weekday: "long", year: "numeric", month: "long", day: "numeric" }));
console.log(d.toLocaleDateString("en-US", { ...utc, month: "short", day: "numeric" }));
console.log(d.toLocaleDateString("en-US", { ...utc, year: "2-digit", month: "2-digit", day: "2-digit" }));
console.log(d.toLocaleTimeString("en-US", { ...utc, hour: "2-digit", minute: "2-digit" }));
console.log(d.toLocaleTimeString("en-US", { ...utc, hour12: false }));
console.log(d.toLocaleTimeString("en-US", { ...utc, hour: "numeric", minute: "2-digit", hour12: true }));
console.log(d.toLocaleString("en-US", { ...utc, dateStyle: "full", timeStyle: "short" }));
console.log(d.toLocaleString("en-US", { ...utc, dateStyle: "medium" }));
console.log(d.toLocaleString("en-US", { ...utc, timeStyle: "long" }));
console.log(d.toLocaleDateString(undefined, utc), d.toLocaleDateString());
console.log(d.toLocaleString("en-US", { ...utc, month: "long", year: "numeric" }));
console.log(d.toLocaleString("en-US", { ...utc, weekday: "short" }));
console.log(d.toLocaleString("en-US", { ...utc, timeZoneName: "short" }));
const midnight = new Date("2024-03-05T00:00:00Z");
console.log(midnight.toLocaleTimeString("en-US", utc), midnight.toLocaleTimeString("en-US", { ...utc, hourCycle: "h23" }));
console.log(new Date(NaN).toLocaleDateString("en-US"));
const days = [0, 1, 2, 3, 4, 5, 6].map(i => new Date(Date.UTC(2024, 2, 3 + i)).toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" }));
console.log(days.join(" "));
return d.toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" });
