// value: 3661000
// log: [ '12ms', '1s', '1m 1s', '1h 2m 3s', '1d 1h 1m 1s', '1d' ]
// log: [
// log:     5400000, 172800000,
// log:     5400000,     90000,
// log:   788400000,       500,
// log:         NaN
// log: ]
// log: 1:02:05 0:00:59 23:59:59
// log: PT1H30M 0|1|30|0
// log: P2DT3H 2|3|0|0
// log: PT45.5S 0|0|0|45.5
// log: P1Y unsupported
// log: [ 570, 725, 0, 1439, null ]
// log: 2d 1h 29m 45s 49.5 hours
// Formatting durations and parsing human-friendly time strings.
function formatDuration(ms) {
  if (ms < 1000) return `${ms}ms`;
  const parts = [];
  const units = [["d", 864e5], ["h", 36e5], ["m", 6e4], ["s", 1e3]];
  for (const [u, size] of units) {
    const n = Math.floor(ms / size);
    if (n) { parts.push(`${n}${u}`); ms -= n * size; }
  }
  return parts.join(" ");
}
console.log([12, 1500, 61000, 3723000, 90061000, 864e5].map(formatDuration));
function parseDuration(s) {
  const re = /(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)\b/gi;
  const mult = { ms: 1, s: 1e3, m: 6e4, h: 36e5, d: 864e5, w: 6048e5 };
  let total = 0, any = false;
  for (const [, n, u] of s.matchAll(re)) { total += parseFloat(n) * mult[u.toLowerCase()]; any = true; }
  return any ? total : NaN;
}
console.log(["1h 30m", "2d", "1.5h", "90s", "1w 2d 3h", "500ms", "soon"].map(parseDuration));
const hhmmss = sec => [Math.floor(sec / 3600), Math.floor(sec % 3600 / 60), sec % 60].map((v, i) => i ? String(v).padStart(2, "0") : String(v)).join(":");
console.log(hhmmss(3725), hhmmss(59), hhmmss(86399));
const iso8601 = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
for (const s of ["PT1H30M", "P2DT3H", "PT45.5S", "P1Y"]) {
  const m = s.match(iso8601);
  console.log(s, m ? m.slice(1).map(x => x ?? "0").join("|") : "unsupported");
}
const parseTime = t => { const m = /^(\d{1,2}):(\d{2})\s*(am|pm)?$/i.exec(t.trim()); if (!m) return null; let h = +m[1] % 12; if (!m[3] || m[3].toLowerCase() === "pm") h = m[3] ? h + 12 : +m[1]; return h * 60 + +m[2]; };
console.log(["9:30 am", "12:05 PM", "12:00am", "23:59", "7:5"].map(parseTime));
const elapsed = new Date("2024-03-05T10:00:00Z") - new Date("2024-03-03T08:30:15Z");
console.log(formatDuration(elapsed), new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(elapsed / 36e5) + " hours");
return parseDuration("1h 1m 1s");
