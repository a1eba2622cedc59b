// value: [1709632800123,1709632800000,1709632800000,1709625600000,1709632800000,1709632800000,1709676000000,1709632800000,1709596800000,946684799000,946684800000,1709596800000,1709596800000,-62198755200000,18000000,1709400000000,1709251200000,1704067200000,1709251200000,null,1709632800500,null,1041465600000,946702800000,null,1709596800000]
// log: "2024-03-05T10:00:00.123456Z"                                            2024-03-05T10:00:00.123Z
// log: "2024-03-05T10:00Z"                                                      2024-03-05T10:00:00.000Z
// log: "2024-03-05 10:00:00 UTC"                                                2024-03-05T10:00:00.000Z
// log: "2024-03-05T10:00:00+0200"                                               2024-03-05T08:00:00.000Z
// log: "2024-03-05T10:00:00z"                                                   2024-03-05T10:00:00.000Z
// log: "Mar 5, 2024 10:00 AM"                                                   2024-03-05T10:00:00.000Z
// log: "Mar 5, 2024, 10:00:00 PM"                                               2024-03-05T22:00:00.000Z
// log: "5 Mar 2024 10:00:00 +0000"                                              2024-03-05T10:00:00.000Z
// log: "Tuesday, March 5, 2024"                                                 2024-03-05T00:00:00.000Z
// log: "12/31/1999 23:59:59"                                                    1999-12-31T23:59:59.000Z
// log: "1999-12-31T24:00:00Z"                                                   2000-01-01T00:00:00.000Z
// log: " 2024-03-05 "                                                           2024-03-05T00:00:00.000Z
// log: "+002024-03-05T00:00:00Z"                                                2024-03-05T00:00:00.000Z
// log: "-000001-01-01T00:00:00Z"                                                -000001-01-01T00:00:00.000Z
// log: "Thu, 01 Jan 1970 00:00:00 GMT-0500"                                     1970-01-01T05:00:00.000Z
// log: "Sat Mar 02 2024 18:20:00 GMT+0100 (Central European Standard Time)"     2024-03-02T17:20:00.000Z
// log: "March 2024"                                                             2024-03-01T00:00:00.000Z
// log: "2024"                                                                   2024-01-01T00:00:00.000Z
// log: "2024-03"                                                                2024-03-01T00:00:00.000Z
// log: "Q1 2024"                                                                NaN
// log: "2024-03-05T10:00:00.5Z"                                                 2024-03-05T10:00:00.500Z
// log: "2024-03-05T25:00:00Z"                                                   NaN
// log: "1/2/03"                                                                 2003-01-02T00:00:00.000Z
// log: "Jan 1 2000 00:00:00 EST"                                                2000-01-01T05:00:00.000Z
// log: "2024-03-05T10:00:00 GMT"                                                NaN
// log: "05-Mar-2024"                                                            2024-03-05T00:00:00.000Z
// log: Tue Mar 05 2024 10:00:00 GMT+0000 (Coordinated Universal Time)
// log: true true true
// log: 2024-03-05T10:00:00.000Z
// log: 2024-03-05T19:00:00.000Z
// log: 2024-03-05T10:00:00.000Z 2024-03-05T10:00:00.000Z NaN
// log: [
// log:   '2024-03-05T10:00:00.000Z',
// log:   '2024-03-05T10:00:00.000Z',
// log:   '2024-03-05T10:00:00.000Z',
// log:   '2024-03-05T00:00:00.000Z'
// log: ]
// More date strings seen in API payloads, logs and pasted text.
const inputs = [
  "2024-03-05T10:00:00.123456Z",
  "2024-03-05T10:00Z",
  "2024-03-05 10:00:00 UTC",
  "2024-03-05T10:00:00+0200",
  "2024-03-05T10:00:00z",
  "Mar 5, 2024 10:00 AM",
  "Mar 5, 2024, 10:00:00 PM",
  "5 Mar 2024 10:00:00 +0000",
  "Tuesday, March 5, 2024",
  "12/31/1999 23:59:59",
  "1999-12-31T24:00:00Z",
  " 2024-03-05 ",
  "+002024-03-05T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "Thu, 01 Jan 1970 00:00:00 GMT-0500",
  "Sat Mar 02 2024 18:20:00 GMT+0100 (Central European Standard Time)",
  "March 2024",
  "2024",
  "2024-03",
  "Q1 2024",
  "2024-03-05T10:00:00.5Z",
  "2024-03-05T25:00:00Z",
  "1/2/03",
  "Jan 1 2000 00:00:00 EST",
  "2024-03-05T10:00:00 GMT",
  "05-Mar-2024",
];
for (const s of inputs) {
  const t = Date.parse(s);
  console.log(JSON.stringify(s).padEnd(72), Number.isNaN(t) ? "NaN" : new Date(t).toISOString());
}
const d = new Date("2024-03-05T10:00:00Z");
console.log(d.toString());
console.log(Date.parse(d.toString()) === d.getTime(), Date.parse(d.toUTCString()) === d.getTime(), Date.parse(d.toISOString()) === d.getTime());
console.log(new Date(d.toLocaleString("en-US", { timeZone: "UTC" })).toISOString());
console.log(new Date(d.toLocaleString("en-US", { timeZone: "Asia/Tokyo" })).toISOString());
const epochSec = 1709632800, epochMs = 1709632800000;
console.log(new Date(epochSec * 1000).toISOString(), new Date(epochMs).toISOString(), new Date(String(epochMs)).getTime());
const toDate = v => typeof v === "number" ? new Date(v < 1e12 ? v * 1000 : v) : /^\d+$/.test(v) ? toDate(Number(v)) : new Date(v);
console.log([epochSec, epochMs, "1709632800", "2024-03-05"].map(v => toDate(v).toISOString()));
return inputs.map(s => Date.parse(s));
