// value: [false,false,false,false,false,false,false,false,false,false,false,false,false,false,false,false,false,false,true,false,true,false,false,true,true,false,true,true,true,true,false,true,false,true,false,false]
// log: "2024/01/02"                             2024-01-02T00:00:00.000Z
// log: "01/02/2024"                             2024-01-02T00:00:00.000Z
// log: "1/2/2024 10:30"                         2024-01-02T10:30:00.000Z
// log: "Jan 2 2024"                             2024-01-02T00:00:00.000Z
// log: "2 January 2024"                         2024-01-02T00:00:00.000Z
// log: "January 2, 2024 10:00:00"               2024-01-02T10:00:00.000Z
// log: "Tue, 02 Jan 2024 10:00:00 GMT"          2024-01-02T10:00:00.000Z
// log: "Tue Jan 02 2024 10:00:00 GMT+0100"      2024-01-02T09:00:00.000Z
// log: "2024-01-02 10:00"                       2024-01-02T10:00:00.000Z
// log: "2024-01-02 10:00:00Z"                   2024-01-02T10:00:00.000Z
// log: "2024-01-02T10:00:00+0530"               2024-01-02T04:30:00.000Z
// log: "2024-01-02T10:00:00.5"                  2024-01-02T10:00:00.500Z
// log: "Sat, 30 Nov 2026"                       2026-11-30T00:00:00.000Z
// log: "December 17, 1995 03:24:00"             1995-12-17T03:24:00.000Z
// log: "1995-12-17T03:24:00.000-08:00"          1995-12-17T11:24:00.000Z
// log: "2024-1-2"                               2024-01-02T00:00:00.000Z
// log: "12/31/99"                               1999-12-31T00:00:00.000Z
// log: "Thu Jan 01 1970"                        1970-01-01T00:00:00.000Z
// log: "2024-06-15T12:00:00 PST"                NaN
// log: "Mon, 01 Jan 2024 00:00:00 +0000"        2024-01-01T00:00:00.000Z
// log: "2024-01-02T10:00:00.000+01"             NaN
// log: "  2024-01-02  "                         2024-01-02T00:00:00.000Z
// log: "2024-01-02T10:00:00z"                   2024-01-02T10:00:00.000Z
// log: "2024/01/02 T10:00"                      NaN
// log: "2024-1-2T10:00"                         NaN
// log: "pm Jan 2 2024"                          2024-01-02T00:00:00.000Z
// log: "Jan 2 2024 10 pm"                       NaN
// log: "Jan 2 2024 10:00 p"                     NaN
// log: "T10:00 Jan 2 2024"                      NaN
// log: "Mar 5, 2024 2:30pm"                     NaN
// log: "Mar 5, 2024 @ 2:30"                     2024-03-05T02:30:00.000Z
// log: "Mar 5, 2024 at 2:30"                    NaN
// log: "20-Dec-2023"                            2023-12-20T00:00:00.000Z
// log: "Dec 20 2023 -0500"                      NaN
// log: "Dec 20 2023 10:00 GMT-05:00"            2023-12-20T15:00:00.000Z
// log: "Mar 5 2024 10:00:00 GMT"                2024-03-05T10:00:00.000Z
// log: Wed Jan 31 2024 13:45:30 GMT+0000 (Coordinated Universal Time) | Wed Jan 31 2024 | 13:45:30 GMT+0000 (Coordinated Universal Time)
// log: 2024 0 31 3 13 45 30 250 0
// log: Wed Jan 31 2024 13:45:30 GMT+0000 (Coordinated Universal Time) Wed Jan 31 2024 13:45:30 GMT+0000 (Coordinated Universal Time) Wed Jan 31 2024 13:45:30 GMT+0000 (Coordinated Universal Time)1 1706708730249 "2024-01-31T13:45:30.250Z" Wed, 31 Jan 2024 13:45:30 GMT Wed, 31 Jan 2024 13:45:30 GMT
// log: 2024-03-02T13:45:30.250Z
// log: 2024-02-29T13:45:30.250Z
// log: 2024-03-01T02:02:02.001Z
// log: 2023-03-01T02:02:02.001Z 123
// log: 1970-01-01T00:00:00.000Z 5400000 1970-01-01T01:30:00.000Z
// log: 2024-01-01T00:00:00.000Z 2024-12-31T23:59:59.000Z 1900 1999
// log: true 2024-02-29T12:00:00.000Z
// log: Invalid Date NaN Invalid Date {"invalid":null} Invalid Date false
// log: RangeError Invalid time value
// log: 31536000000 NaN NaN -271821-04-20T00:00:00.000Z
// log: 1710072000000 2024-03-10T12:00:00.000Z false
// log: 2024-02-10T00:00:00.000Z 2024-02-29T23:59:59.999Z
// log: 33 34
// log: [ '-30s', '-1h', '-2d', '10m' ]
// log: [object Date] string true 5 988675200000
// log: 6/15/2020 9:05:00 AM 6/15/2020, 9:05:00 AM
// log: [ 1, 2, 3 ] 2
// log: 1998-06-07T00:00:00.000Z 98 function
// Date parsing of human formats, local-time methods (UTC zone) and string forms.
const inputs = [
  "2024/01/02", "01/02/2024", "1/2/2024 10:30", "Jan 2 2024", "2 January 2024", "January 2, 2024 10:00:00",
  "Tue, 02 Jan 2024 10:00:00 GMT", "Tue Jan 02 2024 10:00:00 GMT+0100", "2024-01-02 10:00", "2024-01-02 10:00:00Z",
  "2024-01-02T10:00:00+0530", "2024-01-02T10:00:00.5", "Sat, 30 Nov 2026", "December 17, 1995 03:24:00",
  "1995-12-17T03:24:00.000-08:00", "2024-1-2", "12/31/99", "Thu Jan 01 1970", "2024-06-15T12:00:00 PST",
  "Mon, 01 Jan 2024 00:00:00 +0000", "2024-01-02T10:00:00.000+01", "  2024-01-02  ", "2024-01-02T10:00:00z",
  "2024/01/02 T10:00", "2024-1-2T10:00", "pm Jan 2 2024", "Jan 2 2024 10 pm", "Jan 2 2024 10:00 p", "T10:00 Jan 2 2024",
  "Mar 5, 2024 2:30pm", "Mar 5, 2024 @ 2:30", "Mar 5, 2024 at 2:30", "20-Dec-2023", "Dec 20 2023 -0500", "Dec 20 2023 10:00 GMT-05:00", "Mar 5 2024 10:00:00\u00a0GMT",
];
for (const s of inputs) {
  const t = Date.parse(s);
  console.log(JSON.stringify(s).padEnd(40), Number.isNaN(t) ? "NaN" : new Date(t).toISOString());
}
const d = new Date(2024, 0, 31, 13, 45, 30, 250);
console.log(d.toString(), "|", d.toDateString(), "|", d.toTimeString());
console.log(d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds(), d.getTimezoneOffset());
console.log(String(d), `${d}`, d + 1, d - 1, JSON.stringify(d), d.toUTCString(), d.toGMTString());
d.setMonth(1);
console.log(d.toISOString());
d.setDate(0);
console.log(d.toISOString());
d.setHours(25, 61, 61, 1001);
console.log(d.toISOString());
d.setFullYear(2023);
console.log(d.toISOString(), d.getYear ? d.getYear() : "n/a");
d.setTime(0);
console.log(d.toISOString(), d.setMinutes(90), d.toISOString());
console.log(new Date(2024, 0), new Date(2024, 11, 31, 23, 59, 59), new Date(0, 0, 1).getFullYear(), new Date(99, 11).getFullYear());
console.log(new Date("2024-02-29").getTime() === Date.UTC(2024, 1, 29), new Date(2024, 1, 29, 12).toISOString());
const invalid = new Date("garbage");
console.log(String(invalid), invalid.getTime(), invalid.toString(), JSON.stringify({ invalid }), invalid.toDateString(), isFinite(invalid));
try {
  invalid.toISOString();
} catch (e) {
  console.log(e.name, e.message);
}
console.log(new Date(2024, 0, 1) - new Date(2023, 0, 1), new Date(NaN).getDay(), new Date(1e20).getTime(), new Date(-8.64e15).toISOString());
console.log(new Date("2024-03-10T12:00:00Z").valueOf(), new Date(1710072000000).toISOString(), Date.prototype.hasOwnProperty("toTemporalInstant"));
const startOfDay = (dt) => new Date(dt.getFullYear(), dt.getMonth(), dt.getDate());
const endOfMonth = (dt) => new Date(dt.getFullYear(), dt.getMonth() + 1, 0, 23, 59, 59, 999);
const sample = new Date("2024-02-10T15:20:00Z");
console.log(startOfDay(sample).toISOString(), endOfMonth(sample).toISOString());
const age = (birth, now) => {
  let a = now.getUTCFullYear() - birth.getUTCFullYear();
  const m = now.getUTCMonth() - birth.getUTCMonth();
  if (m < 0 || (m === 0 && now.getUTCDate() < birth.getUTCDate())) a--;
  return a;
};
console.log(age(new Date("1990-06-15"), new Date("2024-06-14")), age(new Date("1990-06-15"), new Date("2024-06-15")));
const rel = (ms) => {
  const s = Math.round(ms / 1000);
  if (Math.abs(s) < 60) return `${s}s`;
  const m = Math.round(s / 60);
  if (Math.abs(m) < 60) return `${m}m`;
  const h = Math.round(m / 60);
  return Math.abs(h) < 24 ? `${h}h` : `${Math.round(h / 24)}d`;
};
const now = Date.UTC(2024, 5, 1);
console.log(["2024-05-31T23:59:30Z", "2024-05-31T23:00:00Z", "2024-05-30T00:00:00Z", "2024-06-01T00:10:00Z"].map((x) => rel(Date.parse(x) - now)));
console.log(Object.prototype.toString.call(new Date(NaN)), typeof Date(), Date().length > 20, new Date(new Date(5)).getTime(), new Date("5").getTime());
console.log(new Date(2020, 5, 15).toLocaleDateString(), new Date(2020, 5, 15, 9, 5).toLocaleTimeString(), new Date(2020, 5, 15, 9, 5).toLocaleString());
console.log([new Date("2024-01-03"), new Date("2024-01-01"), new Date("2024-01-02")].sort((a, b) => a - b).map((x) => x.getUTCDate()), Math.max(new Date(1), new Date(2)));
const legacy = new Date(Date.UTC(2001, 5, 7));
legacy.setYear(98);
console.log(legacy.toISOString(), legacy.getYear(), typeof Date.prototype.setYear);
return inputs.map((s) => Number.isNaN(Date.parse(s)));
