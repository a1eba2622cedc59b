// value: ["2024-W09","2024-W10","2025-W01"]
// log: 2024-W09 02-26 02-29 03-01 03-03
// log: 2024-W10 03-04
// log: 2025-W01 12-30 01-01
// log: [
// log:   'February 2024: 2',
// log:   'March 2024: 3',
// log:   'December 2024: 1',
// log:   'January 2025: 1'
// log: ]
// log: [
// log:   '2024-02-26',
// log:   '2024-02-29',
// log:   '2024-03-03',
// log:   '2024-03-04',
// log:   '2024-12-30',
// log:   '2025-01-01'
// log: ]
// log: [ 'Monday, Feb 26', 'Friday, Mar 1', 'Friday, Mar 1', 'Sunday, Mar 3' ]
// log: Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
// log: [
// log:   'Monday',
// log:   'Tuesday',
// log:   'Wednesday',
// log:   'Thursday',
// log:   'Friday',
// log:   'Saturday',
// log:   'Sunday'
// log: ]
// log: [
// log:   'Feb 26, 2024',
// log:   'Thursday',
// log:   'Friday',
// log:   'Yesterday',
// log:   'Today',
// log:   'Monday',
// log:   'Wednesday'
// log: ]
// Group events by day, ISO week and month; label the groups for display.
const events = ["2024-02-26T09:00:00Z", "2024-02-29T23:30:00Z", "2024-03-01T00:15:00Z", "2024-03-03T12:00:00Z", "2024-03-04T08:00:00Z", "2024-12-30T10:00:00Z", "2025-01-01T10:00:00Z"].map(s => new Date(s));
const isoWeek = d => {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 1));
  return `${t.getUTCFullYear()}-W${String(Math.ceil(((t - yearStart) / 864e5 + 1) / 7)).padStart(2, "0")}`;
};
const groupBy = (xs, key) => xs.reduce((m, x) => m.set(key(x), [...(m.get(key(x)) ?? []), x]), new Map());
const byWeek = groupBy(events, isoWeek);
for (const [wk, list] of byWeek) console.log(wk, list.map(d => d.toISOString().slice(5, 10)).join(" "));
const monthFmt = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const byMonth = groupBy(events, d => monthFmt.format(d));
console.log([...byMonth].map(([k, v]) => `${k}: ${v.length}`));
const nyDay = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });
const ymdIn = d => { const p = Object.fromEntries(nyDay.formatToParts(d).map(x => [x.type, x.value])); return `${p.year}-${p.month}-${p.day}`; };
const byNyDay = groupBy(events, ymdIn);
console.log([...byNyDay.keys()]);
const tokyoDay = d => d.toLocaleDateString("en-US", { timeZone: "Asia/Tokyo", weekday: "long", month: "short", day: "numeric" });
console.log(events.slice(0, 4).map(tokyoDay));
const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2024, i, 1)).toLocaleString("en-US", { month: "short", timeZone: "UTC" }));
console.log(months.join(" "));
const weekdays = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + i))));
console.log(weekdays);
const label = (d, now = new Date("2024-03-04T12:00:00Z")) => {
  const days = Math.floor((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) / 864e5);
  return days === 0 ? "Today" : days === 1 ? "Yesterday" : days < 7 ? d.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }) : d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
};
console.log(events.map(d => label(d)));
return [...byWeek.keys()];
