// value: "2024-01-10T23:00:00+11:00"
// log: Europe/London | GMT | Greenwich Mean Time | GMT+0 | GMT+00:00 | GMT+1 | British Summer Time | GMT+1 | GMT+01:00
// log: Europe/Berlin | GMT+1 | Central European Standard Time | GMT+1 | GMT+01:00 | GMT+2 | Central European Summer Time | GMT+2 | GMT+02:00
// log: America/Chicago | CST | Central Standard Time | GMT-6 | GMT-06:00 | CDT | Central Daylight Time | GMT-5 | GMT-05:00
// log: America/Phoenix | MST | Mountain Standard Time | GMT-7 | GMT-07:00 | MST | Mountain Standard Time | GMT-7 | GMT-07:00
// log: Asia/Kathmandu | GMT+5:45 | Nepal Time | GMT+5:45 | GMT+05:45 | GMT+5:45 | Nepal Time | GMT+5:45 | GMT+05:45
// log: Australia/Lord_Howe | GMT+11 | Lord Howe Daylight Time | GMT+11 | GMT+11:00 | GMT+10:30 | Lord Howe Standard Time | GMT+10:30 | GMT+10:30
// log: America/Sao_Paulo | GMT-3 | Brasilia Standard Time | GMT-3 | GMT-03:00 | GMT-3 | Brasilia Standard Time | GMT-3 | GMT-03:00
// log: Pacific/Auckland | GMT+13 | New Zealand Daylight Time | GMT+13 | GMT+13:00 | GMT+12 | New Zealand Standard Time | GMT+12 | GMT+12:00
// log: Asia/Kolkata | GMT+5:30 | India Standard Time | GMT+5:30 | GMT+05:30 | GMT+5:30 | India Standard Time | GMT+5:30 | GMT+05:30
// log: Etc/GMT-14 | GMT+14 | GMT+14:00 | GMT+14 | GMT+14:00 | GMT+14 | GMT+14:00 | GMT+14 | GMT+14:00
// log: 2024-03-31T00:59:00Z 12:59 AM GMT
// log: 2024-03-31T01:00:00Z 02:00 AM GMT+1
// log: 2024-10-27T00:59:00Z 01:59 AM GMT+1
// log: 2024-10-27T01:00:00Z 01:00 AM GMT
// log: 2024-07-10T08:00:00-04:00
// log: 2024-07-10T21:00:00+09:00
// log: 2024-07-10T12:00:00+00:00
// log: 2024-07-10T17:45:00+05:45
// log: 12/31/1969, 7:00:00 PM EST
// log: 6/1/2038, 2:00:00 AM GMT+2
// log: Asia/Calcutta America/Los_Angeles
// Time zone names, offsets and DST edges with formatToParts.
const zones = ["Europe/London", "Europe/Berlin", "America/Chicago", "America/Phoenix", "Asia/Kathmandu", "Australia/Lord_Howe", "America/Sao_Paulo", "Pacific/Auckland", "Asia/Kolkata", "Etc/GMT-14"];
const when = [new Date("2024-01-10T12:00:00Z"), new Date("2024-07-10T12:00:00Z")];
for (const timeZone of zones) {
  const row = [];
  for (const d of when) {
    for (const timeZoneName of ["short", "long", "shortOffset", "longOffset"]) {
      const p = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName }).formatToParts(d);
      row.push(p.find(x => x.type === "timeZoneName").value);
    }
  }
  console.log(timeZone, "|", row.join(" | "));
}
const london = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", timeZoneName: "short" });
for (const iso of ["2024-03-31T00:59:00Z", "2024-03-31T01:00:00Z", "2024-10-27T00:59:00Z", "2024-10-27T01:00:00Z"]) {
  console.log(iso, london.format(new Date(iso)));
}
const localIso = (d, timeZone) => {
  const p = Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", timeZoneName: "longOffset" }).formatToParts(d).map(x => [x.type, x.value]));
  const off = p.timeZoneName === "GMT" ? "Z" : p.timeZoneName.slice(3);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${off}`;
};
for (const z of ["America/New_York", "Asia/Tokyo", "UTC", "Asia/Kathmandu"]) console.log(localIso(when[1], z));
console.log(new Date("1970-01-01T00:00:00Z").toLocaleString("en-US", { timeZone: "America/New_York", timeZoneName: "short" }));
console.log(new Date("2038-06-01T00:00:00Z").toLocaleString("en-US", { timeZone: "Europe/Paris", timeZoneName: "short" }));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "asia/calcutta" }).resolvedOptions().timeZone, new Intl.DateTimeFormat("en-US", { timeZone: "US/Pacific" }).resolvedOptions().timeZone);
return localIso(when[0], "Australia/Sydney");
