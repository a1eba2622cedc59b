// value: ["2024-02-27","2024-02-28","2024-02-29","2024-03-01"]
// log: [ '2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01' ]
// log: 2024-03-02T00:00:00.000Z 2024-03-02T00:00:00.000Z
// log: 359 -28
// log: "2024-05-06" 2024-05-06T00:00:00.000Z
// log: "2024-05-06T07:08" 2024-05-06T07:08:00.000Z
// log: "2024-05-06T07:08:09.123+02:00" 2024-05-06T05:08:09.123Z
// log: "2024-05-06T07:08:09Z" 2024-05-06T07:08:09.000Z
// log: "2024-13-01" Invalid
// log: "2024-02-30" 2024-03-01T00:00:00.000Z
// log: "20240506" Invalid
// log: "2024-05-06T24:00:00Z" 2024-05-07T00:00:00.000Z
// log: "+002024-05-06T00:00:00Z" 2024-05-06T00:00:00.000Z
// log: "2024" 2024-01-01T00:00:00.000Z
// log: "2024-05" 2024-05-01T00:00:00.000Z
// log: "not a date" Invalid
// log: "2024-05-06T07:08:09.1234567Z" 2024-05-06T07:08:09.123Z
// log: "-000001-01-01T00:00:00Z" -000001-01-01T00:00:00.000Z
// log: 4 29 2024-02-29T23:59:59.999Z 1709251199999 2024-02-29T23:59:59.999Z
// log: 2024-03-01T23:59:59.999Z 2
// log: 2024-03-03T00:59:59.999Z
// log: 2023-03-01T00:59:59.999Z
// log: 1704067200000 1704067200000 915148800000 1703980800000
// log: +275760-09-13T00:00:00.000Z NaN
// log: RangeError Invalid time value
// log: [ 1, 1, 53, 25 ]
// log: [
// log:   '2023-12-31T23:00:00Z',
// log:   '2024-03-01T09:59:59Z',
// log:   '2024-03-01T10:00:00Z'
// log: ]
// log: 1d 3h 4m 5s 0s
// log: true 0 number false true
// log: Thu, 04 Jul 2024 15:30:00 GMT 15 2024-07-04 15:30
// log: 1720107000000 1720107000000 1720107000000
// log: [ '2023-02-28', '2024-02-29', '1900-02-28', '2000-02-29' ]
// log: -000001-01-01T00:00:00.000Z +010000-01-01T00:00:00.000Z 1969-12-31T23:59:59.999Z
// log: [ 30, 31, 1, 2 ] [object Date] number
// log: {"from":"2024-01-01T00:00:00.000Z","to":"2024-01-31T23:59:59.000Z"} 2024-01-01T00:00:00.000Z
// Date arithmetic, ISO parsing and UTC reporting as agents write it.
const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2024-02-27T12:00:00Z");
const days = Array.from({ length: 4 }, (_, i) => new Date(start.getTime() + i * DAY).toISOString().slice(0, 10));
console.log(days);
const addMonths = (d, n) => { const r = new Date(d); r.setUTCMonth(r.getUTCMonth() + n); return r; };
console.log(addMonths(new Date("2024-01-31T00:00:00Z"), 1).toISOString(), addMonths(new Date("2024-03-31T00:00:00Z"), -1).toISOString());
const diffDays = (a, b) => Math.round((new Date(b) - new Date(a)) / DAY);
console.log(diffDays("2024-01-01", "2024-12-25"), diffDays("2023-03-01", "2023-02-01"));
const inputs = [
  "2024-05-06", "2024-05-06T07:08", "2024-05-06T07:08:09.123+02:00", "2024-05-06T07:08:09Z", "2024-13-01",
  "2024-02-30", "20240506", "2024-05-06T24:00:00Z", "+002024-05-06T00:00:00Z", "2024", "2024-05", "not a date",
  "2024-05-06T07:08:09.1234567Z", "-000001-01-01T00:00:00Z",
];
for (const s of inputs) {
  const d = new Date(s);
  console.log(JSON.stringify(s), isNaN(d) ? "Invalid" : d.toISOString());
}
const d = new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999));
console.log(d.getUTCDay(), d.getUTCDate(), d.toISOString(), d.valueOf(), d.toJSON());
d.setUTCDate(d.getUTCDate() + 1);
console.log(d.toISOString(), d.getUTCMonth());
d.setUTCHours(48);
console.log(d.toISOString());
d.setUTCFullYear(2023, 1, 29);
console.log(d.toISOString());
console.log(Date.UTC(2024), Date.UTC(2024, 0, 1, 0, 0, 0, 0.9), Date.UTC(99, 0), Date.UTC(2024, 0, 0));
console.log(new Date(8.64e15).toISOString(), new Date(8.64e15 + 1).getTime());
try {
  new Date(NaN).toISOString();
} catch (e) {
  console.log(e.name, e.message);
}
const week = (dt) => {
  const t = new Date(Date.UTC(dt.getUTCFullYear(), dt.getUTCMonth(), dt.getUTCDate()));
  const dayNum = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dayNum);
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 1));
  return Math.ceil(((t - yearStart) / DAY + 1) / 7);
};
console.log(["2024-01-01", "2024-12-30", "2021-01-03", "2026-06-15"].map((s) => week(new Date(s))));
const sorted = ["2024-03-01T10:00:00Z", "2023-12-31T23:00:00Z", "2024-03-01T09:59:59Z"].sort((a, b) => Date.parse(a) - Date.parse(b));
console.log(sorted);
const dur = (ms) => {
  const parts = [];
  for (const [unit, size] of [["d", DAY], ["h", 3600e3], ["m", 60e3], ["s", 1e3]]) {
    const n = Math.floor(ms / size);
    if (n) parts.push(n + unit);
    ms %= size;
  }
  return parts.join(" ") || "0s";
};
console.log(dur(new Date("2024-01-02T03:04:05Z") - new Date("2024-01-01T00:00:00Z")), dur(999));
console.log(new Date(2024, 0, 1) < new Date(2024, 0, 2), +new Date(0), typeof Date.now(), new Date(0) == 0, new Date(5).getTime() === 5);
const utc = new Date("2024-07-04T15:30:00Z");
console.log(utc.toUTCString(), utc.getUTCHours(), utc.toISOString().replace("T", " ").slice(0, 16));
console.log(Date.parse("Thu, 04 Jul 2024 15:30:00 GMT"), Date.parse("2024-07-04T15:30:00.000Z"), Date.parse("July 4, 2024 15:30:00 UTC"));
const iso = (y, m, dd) => `${y}-${String(m).padStart(2, "0")}-${String(dd).padStart(2, "0")}`;
const lastDay = (y, m) => new Date(Date.UTC(y, m, 0)).getUTCDate();
console.log([2023, 2024, 1900, 2000].map((y) => iso(y, 2, lastDay(y, 2))));
console.log(new Date(Date.UTC(-1, 0, 1)).toISOString(), new Date(Date.UTC(10000, 0, 1)).toISOString(), new Date(-1).toISOString());
const range = [];
for (let t = Date.parse("2024-03-30T00:00:00Z"); t <= Date.parse("2024-04-02T00:00:00Z"); t += DAY) range.push(new Date(t).getUTCDate());
console.log(range, Object.prototype.toString.call(new Date()), typeof (new Date() - 0));
const bounds = { from: new Date("2024-01-01T00:00:00Z"), to: new Date("2024-01-31T23:59:59Z") };
console.log(JSON.stringify(bounds), JSON.parse(JSON.stringify(bounds)).from);
return days;
