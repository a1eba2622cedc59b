// value: null
// log: 2024-02-01T00:00:00.000Z 2024-03-02T00:00:00.000Z 2025-03-03
// log: 359
// log: 2024-03-15 2024-03 2024-03-15T12:34:56.789Z 789
// log: 29 28
// log: [ '2023-01-09', '2024-01-15', '2024-05-01' ]
// log: 2024-01-02T01:00:00.000Z 2025-01-01T00:00:00.000Z
const start = new Date(Date.UTC(2024, 0, 31));
const addDays = (d, n) => new Date(d.getTime() + n * 864e5);
const addMonths = (d, n) => { const x = new Date(d); x.setUTCMonth(x.getUTCMonth() + n); return x; };
console.log(addDays(start, 1).toISOString(), addMonths(start, 1).toISOString(), addMonths(start, 13).toISOString().slice(0, 10));
const diffDays = (a, b) => Math.round((b - a) / 864e5); console.log(diffDays(new Date("2024-01-01"), new Date("2024-12-25")));
const d = new Date("2024-03-15T12:34:56.789Z");
console.log(d.toISOString().split("T")[0], `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`, d.toJSON(), d.getTime() % 1000);
const endOfMonth = new Date(Date.UTC(2024, 2, 0)); console.log(endOfMonth.getUTCDate(), new Date(Date.UTC(2023, 2, 0)).getUTCDate());
const sorted = ["2024-05-01", "2023-01-09", "2024-01-15"].map((s) => new Date(s)).sort((x, y) => x - y).map((x) => x.toISOString().slice(0, 10)); console.log(sorted);
console.log(new Date(2024, 0, 1, 25).toISOString(), new Date(Date.UTC(2024, 11, 31, 23, 59, 59, 1000)).toISOString());
