// value: ["2024-03-05T09:07:03.045Z","Tue, 05 Mar 2024 09:07:03 GMT","2024-03-05"]
// log: 2024-03-05T09:07:03.045Z 2024-03-05T09:07:03.045Z Tue, 05 Mar 2024 09:07:03 GMT
// log: Tue Mar 05 2024 09:07:03 GMT+0000 (Coordinated Universal Time)
// log: Tue Mar 05 2024 | 09:07:03 GMT+0000 (Coordinated Universal Time)
// log: Tue Mar 05 2024 09:07:03 GMT+0000 (Coordinated Universal Time) Tue Mar 05 2024 09:07:03 GMT+0000 (Coordinated Universal Time) Tue Mar 05 2024 09:07:03 GMT+0000 (Coordinated Universal Time)1
// log: {"at":"2024-03-05T09:07:03.045Z","none":null}
// log: Invalid Date null
// log: RangeError Invalid time value
// log: 2024-03-05 09:07:03
// log: 05/03/2024 09:07:03 20240305
// log: -000001-01-01T00:00:00.000Z +012345-01-01T00:00:00.000Z
// log: +275760-09-13T00:00:00.000Z NaN
// log: Thu, 01 Jan 1970 00:00:00 GMT 1999
// log: 1709629623045 1709629623045 true number
// log: 1709629623045 Tue Mar 05 2024 09:07:03 GMT+0000 (Coordinated Universal Time)
// log: 2024-03-05 20240305T090703Z
// toISOString, toJSON, toUTCString, toString and manual formatting.
const d = new Date(Date.UTC(2024, 2, 5, 9, 7, 3, 45));
console.log(d.toISOString(), d.toJSON(), d.toUTCString());
console.log(d.toString());
console.log(d.toDateString(), "|", d.toTimeString());
console.log(String(d), `${d}`, d + 1);
console.log(JSON.stringify({ at: d, none: new Date(NaN) }));
console.log(new Date(NaN).toString(), new Date(NaN).toJSON());
try { new Date(NaN).toISOString(); } catch (e) { console.log(e.name, e.message); }
const pad = n => String(n).padStart(2, "0");
const ymd = dt => `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
const hms = dt => [dt.getUTCHours(), dt.getUTCMinutes(), dt.getUTCSeconds()].map(pad).join(":");
console.log(ymd(d), hms(d));
const fmt = (dt, pattern) => pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, t => ({
  YYYY: dt.getUTCFullYear(), MM: pad(dt.getUTCMonth() + 1), DD: pad(dt.getUTCDate()),
  HH: pad(dt.getUTCHours()), mm: pad(dt.getUTCMinutes()), ss: pad(dt.getUTCSeconds()),
}[t]));
console.log(fmt(d, "DD/MM/YYYY HH:mm:ss"), fmt(d, "YYYYMMDD"));
console.log(new Date(Date.UTC(-1, 0, 1)).toISOString(), new Date(Date.UTC(12345, 0, 1)).toISOString());
console.log(new Date(8.64e15).toISOString(), new Date(8.64e15 + 1).getTime());
console.log(new Date(0).toUTCString(), new Date(Date.UTC(99, 0)).getUTCFullYear());
console.log(d.valueOf(), +d, d.getTime() === Number(d), typeof (d - 0));
console.log(d[Symbol.toPrimitive]("number"), d[Symbol.toPrimitive]("default"));
const iso = d.toISOString().split("T")[0];
const compact = d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
console.log(iso, compact);
return [d.toJSON(), d.toUTCString(), iso];
