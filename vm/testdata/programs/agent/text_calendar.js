// value: 7
// log:    February 2024    
// log: Mo Tu We Th Fr Sa Su
// log:           1  2  3  4
// log:  5  6  7  8  9 10 11
// log: 12 13 14 15 16 17 18
// log: 19 20 21 22 23 24 25
// log: 26 27 28 29
// log:    November 2026    
// log: Mo Tu We Th Fr Sa Su
// log:                    1
// log:  2  3  4  5  6  7  8
// log:  9 10 11 12 13 14 15
// log: 16 17 18 19 20 21 22
// log: 23 24 25 26 27 28 29
// log: 30
// log: Fri, Mar 29, Sat, Mar 30, Sun, Mar 31, Mon, Apr 1, Tue, Apr 2
// log: 2024-04-01 2024-04-05
// log: [ 'Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024' ]
// log: 366 365 61
// Render a month calendar and a list of upcoming dates.
function calendar(year, month) {
  const first = new Date(Date.UTC(year, month, 1));
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const title = first.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  const lines = [title.padStart(Math.floor((20 + title.length) / 2)).padEnd(20), "Mo Tu We Th Fr Sa Su"];
  let line = "   ".repeat((first.getUTCDay() + 6) % 7);
  for (let d = 1; d <= days; d++) {
    line += String(d).padStart(2) + " ";
    if ((first.getUTCDay() + d - 1) % 7 === 0) { lines.push(line.trimEnd()); line = ""; }
  }
  if (line) lines.push(line.trimEnd());
  return lines.join("\n");
}
console.log(calendar(2024, 1));
console.log(calendar(2026, 10));
const start = new Date("2024-03-29T00:00:00Z");
const upcoming = Array.from({ length: 5 }, (_, i) => new Date(start.getTime() + i * 864e5));
console.log(upcoming.map(d => d.toLocaleDateString("en-US", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" })).join(", "));
const nextWeekday = (from, weekday) => { const d = new Date(from); d.setUTCDate(d.getUTCDate() + ((weekday - d.getUTCDay() + 7) % 7 || 7)); return d; };
console.log(nextWeekday(start, 1).toISOString().slice(0, 10), nextWeekday(start, 5).toISOString().slice(0, 10));
const quarter = d => `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`;
console.log(["2024-01-15", "2024-05-01", "2024-09-30", "2024-12-31"].map(s => quarter(new Date(s))));
const dayOfYear = d => Math.floor((d - Date.UTC(d.getUTCFullYear(), 0, 0)) / 864e5);
console.log(dayOfYear(new Date("2024-12-31")), dayOfYear(new Date("2023-12-31")), dayOfYear(new Date("2024-03-01")));
return calendar(2024, 2).split("\n").length;
