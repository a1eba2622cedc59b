// value: null
// log: 2024 1 29 4 23 59 58 999
// log: 2024 1 29 4 23 1709251198999 1709251198999 1709251198999
// log: -1 -000001-01-01T00:00:00.000Z 1900
// log: 31536000000 true number string Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)
// log: 0 1938-04-24T22:13:20.000Z 9 0
// log: [
// log:   1, 2, 3, 4,
// log:   5, 6, 0
// log: ]
// log: true NaN Invalid Date [null]
const d = new Date(Date.UTC(2024, 1, 29, 23, 59, 58, 999));
console.log(d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());
console.log(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getTime(), d.valueOf(), +d);
const e = new Date(Date.UTC(-1, 0, 1)); console.log(e.getUTCFullYear(), e.toISOString(), new Date(Date.UTC(0, 0, 1)).getUTCFullYear());
console.log(new Date(2020, 0, 1) - new Date(2019, 0, 1), new Date(0) < new Date(1), typeof Date.now(), typeof Date(), new Date(0) + "");
console.log(new Date(1e12).getDay(), new Date(-1e12).toISOString(), new Date(1e12).getUTCDate(), new Date("2024-03-10").getDay());
const days = []; for (let i = 0; i < 7; i++) days.push(new Date(Date.UTC(2024, 0, i + 1)).getUTCDay()); console.log(days);
console.log(isNaN(new Date("x")), new Date(NaN).getFullYear(), String(new Date(NaN)), JSON.stringify([new Date(NaN)]));
