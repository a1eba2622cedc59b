// value: "2024-03-12T13:30:00.000Z"
// log: true Europe/Paris:true/true europe/paris:false/true UTC:false/true Mars/Base:false/false EST:false/true Asia/Calcutta:true/true
// log: UTC 2024-03-12T13:30:00.000Z
// log: America/Los_Angeles  Tue, 6:30 AM PDT
// log: Europe/London        Tue, 1:30 PM GMT
// log: Europe/Paris         Tue, 2:30 PM GMT+1
// log: Asia/Tokyo           Tue, 10:30 PM GMT+9
// log: Australia/Sydney     Wed, 12:30 AM GMT+11
// log: Asia/Kolkata         Tue, 7:00 PM GMT+5:30
// log: 2024-03-10T06:30:00.000Z 2024-11-03T05:30:00.000Z
// log: 2024-06-30T05:00:00.000Z 2024-06-30T15:00:00.000Z
// log: 23
// log: 825 -150
// Convert a wall-clock meeting time between zones and validate zone input.
const valid = new Set(Intl.supportedValuesOf("timeZone"));
const isValidZone = z => { try { new Intl.DateTimeFormat("en-US", { timeZone: z }); return true; } catch { return false; } };
console.log(valid.size > 400, ["Europe/Paris", "europe/paris", "UTC", "Mars/Base", "EST", "Asia/Calcutta"].map(z => `${z}:${valid.has(z)}/${isValidZone(z)}`).join(" "));
function offsetMinutes(date, timeZone) {
  const p = Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(date).map(x => [x.type, x.value]));
  return (Date.UTC(+p.year, p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(date.getTime() / 1000) * 1000) / 60000;
}
// Wall-clock time in a zone -> UTC instant (two passes handle DST).
function zonedToUtc(y, mo, d, h, mi, timeZone) {
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  let t = guess - offsetMinutes(new Date(guess), timeZone) * 60000;
  t = guess - offsetMinutes(new Date(t), timeZone) * 60000;
  return new Date(t);
}
const meeting = zonedToUtc(2024, 3, 12, 9, 30, "America/New_York");
console.log("UTC", meeting.toISOString());
for (const timeZone of ["America/Los_Angeles", "Europe/London", "Europe/Paris", "Asia/Tokyo", "Australia/Sydney", "Asia/Kolkata"]) {
  console.log(timeZone.padEnd(20), meeting.toLocaleString("en-US", { timeZone, weekday: "short", hour: "numeric", minute: "2-digit", timeZoneName: "short" }));
}
const gap = zonedToUtc(2024, 3, 10, 2, 30, "America/New_York");
const overlap = zonedToUtc(2024, 11, 3, 1, 30, "America/New_York");
console.log(gap.toISOString(), overlap.toISOString());
const dayStartIn = (date, timeZone) => { const p = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(date); const g = t => +p.find(x => x.type === t).value; return zonedToUtc(g("year"), g("month"), g("day"), 0, 0, timeZone); };
console.log(dayStartIn(new Date("2024-07-01T03:00:00Z"), "America/Chicago").toISOString(), dayStartIn(new Date("2024-07-01T03:00:00Z"), "Asia/Tokyo").toISOString());
const hoursBetween = (a, b) => (b - a) / 36e5;
console.log(hoursBetween(zonedToUtc(2024, 3, 9, 12, 0, "America/New_York"), zonedToUtc(2024, 3, 10, 12, 0, "America/New_York")));
console.log(offsetMinutes(new Date("2024-01-01T00:00:00Z"), "Pacific/Chatham"), offsetMinutes(new Date("2024-07-01T00:00:00Z"), "America/St_Johns"));
return meeting.toISOString();
