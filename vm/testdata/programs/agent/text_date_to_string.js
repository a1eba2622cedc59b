// value: ["Tue Mar 05 2024 10:00:00 GMT+0000 (Coordinated Universal Time)","Wed Dec 31 1969 23:59:59 GMT+0000 (Coordinated Universal Time)","Mon Jan 01 -0500 00:00:00 GMT+0000 (Coordinated Universal Time)","Sat Sep 13 275760 00:00:00 GMT+0000 (Coordinated Universal Time)","Invalid Date"]
// log: Tue Mar 05 2024 10:00:00 GMT+0000 (Coordinated Universal Time)
// log:    Tue Mar 05 2024 | 10:00:00 GMT+0000 (Coordinated Universal Time) | Tue, 05 Mar 2024 10:00:00 GMT
// log:    2024-03-05T10:00:00.000Z | "2024-03-05T10:00:00.000Z" | 3/5/2024, 10:00:00 AM
// log: Wed Dec 31 1969 23:59:59 GMT+0000 (Coordinated Universal Time)
// log:    Wed Dec 31 1969 | 23:59:59 GMT+0000 (Coordinated Universal Time) | Wed, 31 Dec 1969 23:59:59 GMT
// log:    1969-12-31T23:59:59.999Z | "1969-12-31T23:59:59.999Z" | 12/31/1969, 11:59:59 PM
// log: Mon Jan 01 -0500 00:00:00 GMT+0000 (Coordinated Universal Time)
// log:    Mon Jan 01 -0500 | 00:00:00 GMT+0000 (Coordinated Universal Time) | Mon, 01 Jan -0500 00:00:00 GMT
// log:    -000500-01-01T00:00:00.000Z | "-000500-01-01T00:00:00.000Z" | 1/1/501, 12:00:00 AM
// log: Sat Sep 13 275760 00:00:00 GMT+0000 (Coordinated Universal Time)
// log:    Sat Sep 13 275760 | 00:00:00 GMT+0000 (Coordinated Universal Time) | Sat, 13 Sep 275760 00:00:00 GMT
// log:    +275760-09-13T00:00:00.000Z | "+275760-09-13T00:00:00.000Z" | 9/13/275760, 12:00:00 AM
// log: Invalid Date
// log:    Invalid Date | Invalid Date | Invalid Date
// log:    - | null | Invalid Date
// log: 2024-03-05T10:00:00.000Z
// log: [ 2024-03-05T10:00:00.000Z ] { when: 2024-03-05T10:00:00.000Z }
// log: Tue Mar 05 2024 10:00:00 GMT+0000 (Coordinated Universal Time)
// log: at 1709632800000 Tue Mar 05 2024 10:00:00 GMT+0000 (Coordinated Universal Time) 1709632800000
// log: [object Date] object true
// log: true 70
// log: 7 Date string true
// log: true true true
// How dates print when logged, stringified and concatenated.
const dates = [new Date("2024-03-05T10:00:00Z"), new Date(Date.UTC(1969, 11, 31, 23, 59, 59, 999)), new Date(Date.UTC(-500, 0, 1)), new Date(Date.UTC(275760, 8, 13)), new Date(NaN)];
for (const d of dates) {
  console.log(String(d));
  console.log("  ", d.toDateString(), "|", d.toTimeString(), "|", d.toUTCString());
  console.log("  ", isNaN(d) ? "-" : d.toISOString(), "|", JSON.stringify(d), "|", d.toLocaleString("en-US", { timeZone: "UTC" }));
}
console.log(dates[0]);
console.log([dates[0]], { when: dates[0] });
console.log(`${dates[0]}`);
console.log("at " + dates[0].getTime(), dates[0] + "", dates[0].valueOf() + 0);
console.log(Object.prototype.toString.call(dates[0]), typeof dates[0], dates[0] instanceof Date);
console.log(Date.prototype.toGMTString === Date.prototype.toUTCString, new Date(0).getYear());
console.log(Date.length, Date.name, typeof Date(), Date().length > 20);
const copy = structuredClone({ d: dates[0] });
console.log(copy.d instanceof Date, copy.d.getTime() === dates[0].getTime(), copy.d !== dates[0]);
return dates.map(d => String(d));
