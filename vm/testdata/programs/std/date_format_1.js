// value: null
// log: Fri Jan 31 2020 12:05:09 GMT+0000 (Coordinated Universal Time)
// log: Fri, 31 Jan 2020 12:05:09 GMT | Fri Jan 31 2020 | 12:05:09 GMT+0000 (Coordinated Universal Time)
// log: 1/31/2020, 12:05:09 PM | 1/31/2020 | 12:05:09 PM
// log: 1969-12-31T23:59:59.999Z -000001-01-01T00:00:00.000Z Fri Jan 01 -0001 00:00:00 GMT+0000 (Coordinated Universal Time)
// log: +275760-09-13T00:00:00.000Z NaN Invalid Date
// log: 1577836800000 1583020800000 0 2020-02-29T10:30:00.000Z
// log: 1999-01-01T00:00:00.000Z 5 {"d":"2020-01-31T12:05:09.045Z"} Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)
// log: 12/31/2024, 11:59:59 PM 12:00:00 AM
// Date string forms are deterministic (the VM's time zone is UTC).
const d = new Date(Date.UTC(2020, 0, 31, 12, 5, 9, 45));
console.log(d.toString());
console.log(d.toUTCString(), "|", d.toDateString(), "|", d.toTimeString());
console.log(d.toLocaleString(), "|", d.toLocaleDateString(), "|", d.toLocaleTimeString());
console.log(new Date(-1).toISOString(), new Date(-62198755200000).toISOString(), String(new Date(-62198755200000)));
console.log(new Date(8.64e15).toISOString(), new Date(8.64e15 + 1).getTime(), String(new Date(NaN)));
console.log(Date.UTC(2020), Date.UTC(2020, 1, 30), new Date(0).getTimezoneOffset(), new Date(2020, 1, 29, 10, 30).toISOString());
console.log(new Date(99, 0).toISOString(), new Date(new Date(5)).getTime(), JSON.stringify({ d }), `${new Date(0)}`);
console.log(new Date(Date.UTC(2024, 11, 31, 23, 59, 59)).toLocaleString(), new Date(0).toLocaleTimeString());
