// value: {"a":"2024-03-29T15:30:00.000Z","sow":1708905600000}
// log: 2024-02-29T15:30:00.000Z 2024-03-01T15:30:00.000Z 2023-12-30T15:30:00.000Z
// log: 359 1
// log: 2024-02-26T00:00:00.000Z 2024-02-25T00:00:00.000Z
// log: 2024-02-01T00:00:00.000Z 2024-02-29T23:59:59.999Z
// log: jan31+1 month 2024-03-02T00:00:00.000Z
// log: 2024-02-29 2023-02-28
// log: 2024 0 15 1 9 0
// log: 9 2024-01-15T09:30:00.000Z
// log: business days in March 2024: 21
// log: 33 34
// log: [ false, true, false, true ]
// log: [ 1, 1, 53, 49 ]
// log: 9h 30m
// Date arithmetic: adding days, differences, start of week/month.
const DAY = 24 * 60 * 60 * 1000;
const addDays = (d, n) => { const r = new Date(d); r.setUTCDate(r.getUTCDate() + n); return r; };
const diffDays = (a, b) => Math.round((b - a) / DAY);
const startOfWeek = (d, weekStartsOn = 1) => {
  const r = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = r.getUTCDay();
  r.setUTCDate(r.getUTCDate() - ((day - weekStartsOn + 7) % 7));
  return r;
};
const startOfMonth = d => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const endOfMonth = d => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 23, 59, 59, 999));
const d = new Date("2024-02-28T15:30:00Z");
console.log(addDays(d, 1).toISOString(), addDays(d, 2).toISOString(), addDays(d, -60).toISOString());
console.log(diffDays(new Date("2024-01-01"), new Date("2024-12-25")), diffDays(d, new Date("2024-03-01")));
console.log(startOfWeek(d).toISOString(), startOfWeek(d, 0).toISOString());
console.log(startOfMonth(d).toISOString(), endOfMonth(d).toISOString());
const m = new Date("2024-01-31T00:00:00Z");
m.setUTCMonth(m.getUTCMonth() + 1);
console.log("jan31+1 month", m.toISOString());
const addMonthsClamped = (dt, n) => {
  const r = new Date(dt);
  const day = r.getUTCDate();
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + n);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
};
console.log(addMonthsClamped(new Date("2024-01-31"), 1).toISOString().slice(0, 10), addMonthsClamped(new Date("2023-01-31"), 1).toISOString().slice(0, 10));
const local = new Date(2024, 0, 15, 9, 30);
console.log(local.getFullYear(), local.getMonth(), local.getDate(), local.getDay(), local.getHours(), local.getTimezoneOffset());
console.log(local.getUTCHours(), local.toISOString());
const isWeekend = dt => [0, 6].includes(dt.getUTCDay());
const businessDays = (from, to) => { let n = 0; for (let x = new Date(from); x < to; x = addDays(x, 1)) if (!isWeekend(x)) n++; return n; };
console.log("business days in March 2024:", businessDays(new Date("2024-03-01"), new Date("2024-04-01")));
const age = (birth, now) => { let a = now.getUTCFullYear() - birth.getUTCFullYear(); const mm = now.getUTCMonth() - birth.getUTCMonth(); if (mm < 0 || (mm === 0 && now.getUTCDate() < birth.getUTCDate())) a--; return a; };
console.log(age(new Date("1990-06-15"), new Date("2024-06-14")), age(new Date("1990-06-15"), new Date("2024-06-15")));
const isLeap = y => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
console.log([1900, 2000, 2023, 2024].map(isLeap));
const weekNumber = dt => { const t = new Date(Date.UTC(dt.getUTCFullYear(), dt.getUTCMonth(), dt.getUTCDate())); const dn = t.getUTCDay() || 7; t.setUTCDate(t.getUTCDate() + 4 - dn); const y0 = new Date(Date.UTC(t.getUTCFullYear(), 0, 1)); return Math.ceil(((t - y0) / DAY + 1) / 7); };
console.log(["2024-01-01", "2024-12-30", "2021-01-03", "2026-11-30"].map(s => weekNumber(new Date(s))));
const hours = (new Date("2024-03-05T18:45:00Z") - new Date("2024-03-05T09:15:00Z")) / 36e5;
console.log(`${Math.floor(hours)}h ${Math.round((hours % 1) * 60)}m`);
return { a: addDays(d, 30).toJSON(), sow: startOfWeek(d).getTime() };
