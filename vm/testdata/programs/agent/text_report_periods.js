// value: {"last7":"2024-03-08..2024-03-14","lastMonth":"2024-02-01..2024-02-29","mtd":"2024-03-01..2024-03-14","prevQuarter":"2023-10-01..2023-12-31","thisWeek":"2024-03-11..2024-03-14","today":"2024-03-14..2024-03-14","ytd":"2024-01-01..2024-03-14"}
// log: today        2024-03-14..2024-03-14 2 days
// log: last7        2024-03-08..2024-03-14 8 days
// log: thisWeek     2024-03-11..2024-03-14 5 days
// log: mtd          2024-03-01..2024-03-14 15 days
// log: lastMonth    2024-02-01..2024-02-29 29 days
// log: prevQuarter  2023-10-01..2023-12-31 92 days
// log: ytd          2024-01-01..2024-03-14 75 days
// log: today: Mar 14, 2024
// log: last7: Mar 8 – 14, 2024
// log: thisWeek: Mar 11 – 14, 2024
// log: mtd: Mar 1 – 14, 2024
// log: lastMonth: Feb 1 – 29, 2024
// log: prevQuarter: Oct 1 – Dec 31, 2023
// log: ytd: Jan 1 – Mar 14, 2024
// log: [ true, false, false, false, false, false ]
// log: MTWT FSSMTWT
// log: Thursday, March 14, 2024 | Friday, March 15, 2024 | Friday, March 15, 2024
// Report periods: last 7 days, this week, month to date, previous quarter.
const now = new Date("2024-03-14T15:45:00Z");
const day = 864e5;
const startOfDay = d => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const fmt = d => d.toISOString().slice(0, 10);
const range = (a, b) => `${fmt(a)}..${fmt(b)}`;
const periods = {
  today: [startOfDay(now), now],
  last7: [new Date(startOfDay(now) - 6 * day), now],
  thisWeek: [new Date(startOfDay(now) - ((now.getUTCDay() + 6) % 7) * day), now],
  mtd: [new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), now],
  lastMonth: [new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)), new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))],
  prevQuarter: (() => { const q = Math.floor(now.getUTCMonth() / 3); return [new Date(Date.UTC(now.getUTCFullYear(), (q - 1) * 3, 1)), new Date(Date.UTC(now.getUTCFullYear(), q * 3, 0))]; })(),
  ytd: [new Date(Date.UTC(now.getUTCFullYear(), 0, 1)), now],
};
for (const [k, [a, b]] of Object.entries(periods)) console.log(k.padEnd(12), range(a, b), Math.round((b - a) / day) + 1, "days");
const label = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
console.log(Object.entries(periods).map(([k, [a, b]]) => `${k}: ${label.formatRange(a, b)}`).join("\n"));
const isValidYmd = s => { const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s); if (!m) return false; const d = new Date(Date.UTC(+m[1], m[2] - 1, +m[3])); return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === m[2] - 1 && d.getUTCDate() === +m[3]; };
console.log(["2024-02-29", "2023-02-29", "2024-04-31", "2024-13-01", "24-01-01", "2024-1-1"].map(isValidYmd));
const eachDay = (a, b) => { const out = []; for (let d = startOfDay(a); d <= b; d = new Date(d.getTime() + day)) out.push(d.toLocaleDateString("en-US", { timeZone: "UTC", weekday: "narrow" })); return out.join(""); };
console.log(eachDay(...periods.thisWeek), eachDay(...periods.last7));
const tzToday = tz => new Intl.DateTimeFormat("en-US", { timeZone: tz, dateStyle: "full" }).format(new Date("2024-03-14T23:30:00Z"));
console.log(tzToday("America/Los_Angeles"), "|", tzToday("Asia/Tokyo"), "|", tzToday("Pacific/Kiritimati"));
return Object.fromEntries(Object.entries(periods).map(([k, [a, b]]) => [k, range(a, b)]));
