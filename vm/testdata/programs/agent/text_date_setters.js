// value: [31,29,31,30,31,30,31,31,30,31,30,31]
// log: setUTCMonth(1)         2024-03-02T10:30:00.000Z
// log: setUTCDate(0)          2023-12-31T10:30:00.000Z
// log: setUTCDate(32)         2024-02-01T10:30:00.000Z
// log: setUTCHours(25)        2024-02-01T01:30:00.000Z
// log: setUTCHours(-1)        2024-01-30T23:30:00.000Z
// log: setUTCMinutes(90,61)   2024-01-31T11:31:01.000Z
// log: setUTCFullYear         2023-03-01T10:30:00.000Z
// log: setMonth(13)           2025-03-03T10:30:00.000Z
// log: setHours(0,0,0,0)      2024-01-31T00:00:00.000Z
// log: setTime return         86400000
// log: setDate(NaN)           NaN
// log: after NaN              Invalid Date
// log: NaN setUTCFullYear     2020-01-01T00:00:00.000Z
// log: new Date(99, 0)        1999-01-01T00:00:00.000Z
// log: new Date(1999, 11, 31, 23, 59, 60) 2000-01-01T00:00:00.000Z
// log: Date.UTC(2024)         1704067200000
// log: new Date(2024, 1)      2024-02-01T00:00:00.000Z
// log: new Date(0, 0, 1)      1900
// log: new Date(-1)           1969-12-31T23:59:59.999Z
// log: new Date('2024')       2024-01-01T00:00:00.000Z
// log: new Date(2024, 0, 1.9) 2024-01-01T00:00:00.000Z
// log: setFullYear leap       2025-03-01T00:00:00.000Z
// log: 31,29,31,30,31,30,31,31,30,31,30,31
// log: true true true
// Setters with overflow, month ends and two-digit years.
const d = new Date(Date.UTC(2024, 0, 31, 10, 30));
const log = (label, x) => console.log(label.padEnd(22), x instanceof Date ? (isNaN(x) ? "Invalid Date" : x.toISOString()) : x);
const c = () => new Date(d);
let x;
x = c(); x.setUTCMonth(1); log("setUTCMonth(1)", x);
x = c(); x.setUTCDate(0); log("setUTCDate(0)", x);
x = c(); x.setUTCDate(32); log("setUTCDate(32)", x);
x = c(); x.setUTCHours(25); log("setUTCHours(25)", x);
x = c(); x.setUTCHours(-1); log("setUTCHours(-1)", x);
x = c(); x.setUTCMinutes(90, 61); log("setUTCMinutes(90,61)", x);
x = c(); x.setUTCFullYear(2023, 1, 29); log("setUTCFullYear", x);
x = c(); x.setMonth(13); log("setMonth(13)", x);
x = c(); x.setHours(0, 0, 0, 0); log("setHours(0,0,0,0)", x);
x = c(); log("setTime return", x.setTime(86400000));
x = c(); log("setDate(NaN)", x.setDate(NaN)); log("after NaN", x);
x = new Date(NaN); x.setUTCFullYear(2020); log("NaN setUTCFullYear", x);
log("new Date(99, 0)", new Date(99, 0));
log("new Date(1999, 11, 31, 23, 59, 60)", new Date(1999, 11, 31, 23, 59, 60));
log("Date.UTC(2024)", Date.UTC(2024));
log("new Date(2024, 1)", new Date(2024, 1));
log("new Date(0, 0, 1)", new Date(0, 0, 1).getFullYear());
log("new Date(-1)", new Date(-1));
log("new Date('2024')", new Date("2024"));
log("new Date(2024, 0, 1.9)", new Date(2024, 0, 1.9));
log("setFullYear leap", (() => { const y = new Date(Date.UTC(2024, 1, 29)); y.setUTCFullYear(2025); return y; })());
const monthEnds = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2024, m + 1, 0)).getUTCDate());
console.log(monthEnds.join(","));
const clone = new Date(d.getTime());
clone.setUTCDate(clone.getUTCDate() + 7);
console.log(d < clone, d.getTime() === new Date(d).getTime(), +d === +new Date(d.toISOString()));
return monthEnds;
