// value: 4
// log: BEGIN:VCALENDAR⏎
// log: VERSION:2.0⏎
// log: PRODID:-//agent//ics//EN⏎
// log: BEGIN:VEVENT⏎
// log: UID:evt-1⏎
// log: DTSTAMP:20240301T000000Z⏎
// log: DTSTART:20240305T140000Z⏎
// log: DTEND:20240305T153000Z⏎
// log: SUMMARY:Quarterly review\, Q1\; budget⏎
// log: LOCATION:Room 4 — 2nd floor⏎
// log: DESCRIPTION:A very long description that needs folding because it goes well⏎
// log:   past the seventy-five octet limit of RFC 5545\, with ünïcödé too.⏎
// log: END:VEVENT⏎
// log: BEGIN:VEVENT⏎
// log: UID:evt-2⏎
// log: DTSTAMP:20240301T000000Z⏎
// log: DTSTART:20240306T113000Z⏎
// log: DTEND:20240306T123000Z⏎
// log: SUMMARY:Lunch with Zoë⏎
// log: LOCATION:Café Ünïon⏎
// log: DESCRIPTION:A very long description that needs folding because it goes well⏎
// log:   past the seventy-five octet limit of RFC 5545\, with ünïcödé too.⏎
// log: END:VEVENT⏎
// log: END:VCALENDAR
// log: [
// log:   '2024-03-05T14:00:00.000Z',
// log:   '2024-03-05T15:30:00.000Z',
// log:   '2024-03-06T11:30:00.000Z',
// log:   '2024-03-06T12:30:00.000Z'
// log: ]
// log: 75
// Generate an iCalendar (.ics) file with folded lines and UTC timestamps.
const events = [
  { uid: "evt-1", title: "Quarterly review, Q1; budget", start: "2024-03-05T14:00:00Z", minutes: 90, where: "Room 4 — 2nd floor" },
  { uid: "evt-2", title: "Lunch with Zoë", start: "2024-03-06T11:30:00Z", minutes: 60, where: "Café Ünïon" },
];
const stamp = d => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const esc = s => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
const enc = new TextEncoder();
function fold(line) {
  const out = [];
  let cur = "";
  for (const ch of line) {
    if (enc.encode(cur + ch).length > (out.length ? 74 : 75)) { out.push(cur); cur = ch; } else cur += ch;
  }
  out.push(cur);
  return out.join("\r\n ");
}
const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//agent//ics//EN"];
for (const e of events) {
  const start = new Date(e.start);
  const end = new Date(start.getTime() + e.minutes * 60000);
  lines.push("BEGIN:VEVENT", `UID:${e.uid}`, `DTSTAMP:${stamp(new Date("2024-03-01T00:00:00Z"))}`, `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, fold(`SUMMARY:${esc(e.title)}`), fold(`LOCATION:${esc(e.where)}`), fold(`DESCRIPTION:${esc("A very long description that needs folding because it goes well past the seventy-five octet limit of RFC 5545, with ünïcödé too.")}`), "END:VEVENT");
}
lines.push("END:VCALENDAR");
const ics = lines.join("\r\n");
console.log(ics.replace(/\r\n/g, "⏎\n"));
const unfolded = ics.replace(/\r\n[ \t]/g, "");
const parsed = [...unfolded.matchAll(/^(DTSTART|DTEND):(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/gm)].map(m => new Date(Date.UTC(+m[2], m[3] - 1, +m[4], +m[5], +m[6], +m[7])).toISOString());
console.log(parsed);
console.log(Math.max(...ics.split("\r\n").map(l => enc.encode(l).length)));
return parsed.length;
