// value: "2 hours ago"
// log: yesterday tomorrow today 3 days ago
// log: 1 day ago in 0 seconds in 2 weeks 1.5 hours ago
// log: this year next month last week this minute
// log: 5 min. ago in 3 mo. 1 yr. ago in 10 sec.
// log: 5m ago in 2h
// log: 30 seconds ago
// log: 1 minute ago
// log: 3 hours ago
// log: yesterday
// log: in 2 days
// log: last month
// log: last year
// log: [
// log:   { type: 'integer', value: '3', unit: 'day' },
// log:   { type: 'literal', value: ' days ago' }
// log: ] [
// log:   { type: 'literal', value: 'in ' },
// log:   { type: 'integer', value: '1', unit: 'day' },
// log:   { type: 'group', value: ',', unit: 'day' },
// log:   { type: 'integer', value: '000', unit: 'day' },
// log:   { type: 'literal', value: ' days' }
// log: ]
// log: in 1,234,567.891 seconds
// log: RangeError Invalid unit argument for Intl.RelativeTimeFormat.prototype.format() 'decade'
// log: long auto latn
// "3 days ago" style strings with Intl.RelativeTimeFormat.
const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const always = new Intl.RelativeTimeFormat("en");
console.log(rtf.format(-1, "day"), rtf.format(1, "day"), rtf.format(0, "day"), rtf.format(-3, "day"));
console.log(always.format(-1, "day"), always.format(0, "second"), always.format(2, "weeks"), always.format(-1.5, "hour"));
console.log(rtf.format(0, "year"), rtf.format(1, "month"), rtf.format(-1, "week"), rtf.format(0, "minute"));
const short = new Intl.RelativeTimeFormat("en", { style: "short" });
console.log(short.format(-5, "minute"), short.format(3, "month"), short.format(-1, "year"), short.format(10, "second"));
const narrow = new Intl.RelativeTimeFormat("en", { style: "narrow" });
console.log(narrow.format(-5, "minute"), narrow.format(2, "hour"));
const units = [["year", 31536000], ["month", 2592000], ["week", 604800], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
const now = Date.UTC(2024, 2, 5, 12);
function timeAgo(ts) {
  const secs = Math.round((ts - now) / 1000);
  for (const [unit, s] of units) {
    if (Math.abs(secs) >= s || unit === "second") return rtf.format(Math.round(secs / s), unit);
  }
}
for (const t of [now - 30e3, now - 90e3, now - 3 * 36e5, now - 86400e3, now + 2 * 86400e3, now - 40 * 86400e3, now - 400 * 86400e3]) console.log(timeAgo(t));
console.log(rtf.formatToParts(-3, "day"), rtf.formatToParts(1000, "day"));
console.log(always.format(1234567.891, "second"));
try { rtf.format(1, "decade"); } catch (e) { console.log(e.name, e.message); }
const { style, numeric, numberingSystem } = rtf.resolvedOptions();
console.log(style, numeric, numberingSystem);
return timeAgo(now - 7200e3);
