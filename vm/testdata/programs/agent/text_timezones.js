// value: ["Mar 5","Mar 5","Mar 5","Mar 5","Mar 5","Mar 5","Mar 6"]
// log: UTC                  3/5/2024, 2:07:09 PM
// log: America/New_York     3/5/2024, 9:07:09 AM
// log: Europe/Paris         3/5/2024, 3:07:09 PM
// log: Asia/Tokyo           3/5/2024, 11:07:09 PM
// log: America/Los_Angeles  3/5/2024, 6:07:09 AM
// log: Asia/Kolkata         3/5/2024, 7:37:09 PM
// log: Australia/Sydney     3/6/2024, 1:07:09 AM
// log: America/New_York 08:00 AM 7/15/2024
// log: Europe/Paris 02:00 PM 7/15/2024
// log: Asia/Tokyo 09:00 PM 7/15/2024
// log: 03/10/2024, 01:59 03/10/2024, 03:00
// log: 11/03/2024, 01:30 11/03/2024, 01:30
// log: Wednesday, January 1, 2025
// log: Dec 31, 2023
// log: America/New_York Europe/Paris
// log: RangeError Invalid time zone specified: Mars/Olympus
// log: UTC:0 America/New_York:-300 Europe/Paris:60 Asia/Tokyo:540 America/Los_Angeles:-480 Asia/Kolkata:330 Australia/Sydney:660
// log: [ -240, 120 ]
// The same instant shown in several time zones.
const instant = new Date("2024-03-05T14:07:09Z");
const zones = ["UTC", "America/New_York", "Europe/Paris", "Asia/Tokyo", "America/Los_Angeles", "Asia/Kolkata", "Australia/Sydney"];
for (const timeZone of zones) {
  console.log(timeZone.padEnd(20), instant.toLocaleString("en-US", { timeZone }));
}
const summer = new Date("2024-07-15T12:00:00Z");
for (const timeZone of ["America/New_York", "Europe/Paris", "Asia/Tokyo"]) {
  console.log(timeZone, summer.toLocaleTimeString("en-US", { timeZone, hour: "2-digit", minute: "2-digit" }), summer.toLocaleDateString("en-US", { timeZone }));
}
const fmt = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: false });
console.log(fmt.format(new Date("2024-03-10T06:59:00Z")), fmt.format(new Date("2024-03-10T07:00:00Z")));
console.log(fmt.format(new Date("2024-11-03T05:30:00Z")), fmt.format(new Date("2024-11-03T06:30:00Z")));
console.log(new Date("2024-12-31T23:30:00Z").toLocaleDateString("en-US", { timeZone: "Asia/Tokyo", dateStyle: "full" }));
console.log(new Date("2024-01-01T03:00:00Z").toLocaleDateString("en-US", { timeZone: "America/Los_Angeles", dateStyle: "medium" }));
console.log(fmt.resolvedOptions().timeZone, new Intl.DateTimeFormat("en-US", { timeZone: "europe/paris" }).resolvedOptions().timeZone);
try { instant.toLocaleString("en-US", { timeZone: "Mars/Olympus" }); } catch (e) { console.log(e.name, e.message); }
const offsetOf = (date, timeZone) => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(date).map(p => [p.type, p.value]));
  const asUTC = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return (asUTC - date.getTime()) / 60000;
};
console.log(zones.map(z => `${z}:${offsetOf(instant, z)}`).join(" "));
console.log(["America/New_York", "Europe/Paris"].map(z => offsetOf(summer, z)));
return zones.map(z => instant.toLocaleDateString("en-US", { timeZone: z, month: "short", day: "numeric" }));
