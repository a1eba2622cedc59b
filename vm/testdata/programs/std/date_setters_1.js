// value: null
// log: 2020-03-02T12:00:00.000Z
// log: 2020-02-29T12:00:00.000Z
// log: 2020-03-01T02:02:02.001Z
// log: 2022-03-12T02:02:02.001Z
// log: 2022-03-12T01:55:02.001Z 6 122
// log: 2022-03-12T01:56:29.999Z
// log: 1999-01-15T00:56:05.007Z 7
// log: NaN 1577836800000 2020-01-01T00:00:00.000Z
// log: 86400000 1970-01-02T00:00:00.000Z NaN Invalid Date
// log: NaN 60000 NaN
// Date setters carry out-of-range fields over like JavaScript.
const d = new Date(Date.UTC(2020, 0, 31, 12));
d.setMonth(1); console.log(d.toISOString());
d.setDate(0); console.log(d.toISOString());
d.setHours(25, 61, 61, 1001); console.log(d.toISOString());
d.setFullYear(2021, 13, 40); console.log(d.toISOString());
d.setUTCMinutes(-5); console.log(d.toISOString(), d.getDay(), d.getYear());
d.setSeconds(90); d.setMilliseconds(-1); console.log(d.toISOString());
d.setUTCHours(0); d.setUTCDate(1); d.setUTCMonth(0, 15); d.setUTCFullYear(1999); d.setUTCSeconds(5, 6); d.setUTCMilliseconds(7);
console.log(d.toISOString(), d.getUTCMilliseconds());
const e = new Date(NaN); console.log(e.setMonth(1), e.setFullYear(2020), e.toISOString());
console.log(d.setTime(86400000), d.toISOString(), d.setTime("x"), String(d));
console.log(d.setHours(), new Date(0).setMinutes(1.9), new Date(0).setDate(Infinity));
