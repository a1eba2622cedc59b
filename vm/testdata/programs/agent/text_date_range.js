// value: "Mar 5 – 7, 2024"
// log: {}
// log:     "3/5/2024"
// log:     "3/5/2024"
// log:     "3/5/2024"
// log:     "3/5/2024 – 3/7/2024"
// log:     "3/5/2024 – 4/7/2024"
// log:     "3/5/2024 – 1/2/2025"
// log: {"dateStyle":"medium"}
// log:     "Mar 5, 2024"
// log:     "Mar 5, 2024"
// log:     "Mar 5, 2024"
// log:     "Mar 5 – 7, 2024"
// log:     "Mar 5 – Apr 7, 2024"
// log:     "Mar 5, 2024 – Jan 2, 2025"
// log: {"dateStyle":"long"}
// log:     "March 5, 2024"
// log:     "March 5, 2024"
// log:     "March 5, 2024"
// log:     "March 5 – 7, 2024"
// log:     "March 5 – April 7, 2024"
// log:     "March 5, 2024 – January 2, 2025"
// log: {"dateStyle":"full"}
// log:     "Tuesday, March 5, 2024"
// log:     "Tuesday, March 5, 2024"
// log:     "Tuesday, March 5, 2024"
// log:     "Tuesday, March 5 – Thursday, March 7, 2024"
// log:     "Tuesday, March 5 – Sunday, April 7, 2024"
// log:     "Tuesday, March 5, 2024 – Thursday, January 2, 2025"
// log: {"dateStyle":"short"}
// log:     "3/5/24"
// log:     "3/5/24"
// log:     "3/5/24"
// log:     "3/5/24 – 3/7/24"
// log:     "3/5/24 – 4/7/24"
// log:     "3/5/24 – 1/2/25"
// log: {"timeStyle":"short"}
// log:     "10:00 AM"
// log:     "10:00 – 11:30 AM"
// log:     "10:00 AM – 2:30 PM"
// log:     "3/5/2024, 10:00 AM – 3/7/2024, 9:00 AM"
// log:     "3/5/2024, 10:00 AM – 4/7/2024, 9:00 AM"
// log:     "3/5/2024, 10:00 AM – 1/2/2025, 9:00 AM"
// log: {"dateStyle":"medium","timeStyle":"short"}
// log:     "Mar 5, 2024, 10:00 AM"
// log:     "Mar 5, 2024, 10:00 – 11:30 AM"
// log:     "Mar 5, 2024, 10:00 AM – 2:30 PM"
// log:     "Mar 5, 2024, 10:00 AM – Mar 7, 2024, 9:00 AM"
// log:     "Mar 5, 2024, 10:00 AM – Apr 7, 2024, 9:00 AM"
// log:     "Mar 5, 2024, 10:00 AM – Jan 2, 2025, 9:00 AM"
// log: {"month":"short","day":"numeric"}
// log:     "Mar 5"
// log:     "Mar 5"
// log:     "Mar 5"
// log:     "Mar 5 – 7"
// log:     "Mar 5 – Apr 7"
// log:     "Mar 5, 2024 – Jan 2, 2025"
// log: {"month":"long","day":"numeric","year":"numeric"}
// log:     "March 5, 2024"
// log:     "March 5, 2024"
// log:     "March 5, 2024"
// log:     "March 5 – 7, 2024"
// log:     "March 5 – April 7, 2024"
// log:     "March 5, 2024 – January 2, 2025"
// log: {"year":"numeric","month":"short"}
// log:     "Mar 2024"
// log:     "Mar 2024"
// log:     "Mar 2024"
// log:     "Mar 2024"
// log:     "Mar – Apr 2024"
// log:     "Mar 2024 – Jan 2025"
// log: {"hour":"numeric","minute":"2-digit"}
// log:     "10:00 AM"
// log:     "10:00 – 11:30 AM"
// log:     "10:00 AM – 2:30 PM"
// log:     "3/5/2024, 10:00 AM – 3/7/2024, 9:00 AM"
// log:     "3/5/2024, 10:00 AM – 4/7/2024, 9:00 AM"
// log:     "3/5/2024, 10:00 AM – 1/2/2025, 9:00 AM"
// log: {"weekday":"short","month":"short","day":"numeric"}
// log:     "Tue, Mar 5"
// log:     "Tue, Mar 5"
// log:     "Tue, Mar 5"
// log:     "Tue, Mar 5 – Thu, Mar 7"
// log:     "Tue, Mar 5 – Sun, Apr 7"
// log:     "Tue, Mar 5, 2024 – Thu, Jan 2, 2025"
// log: {"month":"numeric","day":"numeric"}
// log:     "3/5"
// log:     "3/5"
// log:     "3/5"
// log:     "3/5 – 3/7"
// log:     "3/5 – 4/7"
// log:     "3/5/2024 – 1/2/2025"
// log: {"hour":"numeric"}
// log:     "10 AM"
// log:     "10 – 11 AM"
// log:     "10 AM – 2 PM"
// log:     "3/5/2024, 10 AM – 3/7/2024, 9 AM"
// log:     "3/5/2024, 10 AM – 4/7/2024, 9 AM"
// log:     "3/5/2024, 10 AM – 1/2/2025, 9 AM"
// log: {"year":"numeric"}
// log:     "2024"
// log:     "2024"
// log:     "2024"
// log:     "2024"
// log:     "2024"
// log:     "2024 – 2025"
// log: {"month":"long"}
// log:     "March"
// log:     "March"
// log:     "March"
// log:     "March"
// log:     "March – April"
// log:     "March – January"
// log: [{"type":"month","value":"Mar","source":"shared"},{"type":"literal","value":" ","source":"shared"},{"type":"day","value":"5","source":"startRange"},{"type":"literal","value":" – ","source":"shared"},{"type":"day","value":"7","source":"endRange"},{"type":"literal","value":", ","source":"shared"},{"type":"year","value":"2024","source":"shared"}]
// log: March 5, 2024, 10:00 – 11:30 AM
// log: March 5, 2024 at 10:00 AM – March 7, 2024 at 9:00 AM
// log: Tuesday, March 5, 2024, 10:00 AM – 2:30 PM
// log: 10:00:00 AM UTC – 11:30:00 AM UTC
// log: 3/5/2024, 10:00:00 AM UTC – 3/7/2024, 9:00:00 AM UTC
// log: 10:00 – 11:30
// log: 10:00:00 AM – 10:00:30 AM
// log: Mar 5, 2024, 10 – 11 AM
// log: Tuesday – Thursday
// log: 3/2024 – 5/2024
// log: March 5 – 7, 2024
// log: 5:00 – 6:30 AM EST
// log: 11:00 AM – 1:00 PM
// log: 8
// log: TypeError Invalid time value
// log: 3/5/2024
// log: [{"type":"hour","value":"10","source":"startRange"},{"type":"literal","value":":","source":"startRange"},{"type":"minute","value":"00","source":"startRange"},{"type":"literal","value":" – ","source":"shared"},{"type":"hour","value":"11","source":"endRange"},{"type":"literal","value":":","source":"endRange"},{"type":"minute","value":"30","source":"endRange"},{"type":"literal","value":" ","source":"shared"},{"type":"dayPeriod","value":"AM","source":"shared"}]
// log: [{"type":"month","value":"3","source":"shared"},{"type":"literal","value":"/","source":"shared"},{"type":"day","value":"5","source":"shared"},{"type":"literal","value":"/","source":"shared"},{"type":"year","value":"2024","source":"shared"}]
// log: Booked: Jun 1, 2024, 10:00 – 11:30 AM
// Date ranges with Intl.DateTimeFormat formatRange / formatRangeToParts.
const pairs = [["2024-03-05T10:00:00Z","2024-03-05T10:00:00Z"],["2024-03-05T10:00:00Z","2024-03-05T11:30:00Z"],["2024-03-05T10:00:00Z","2024-03-05T14:30:00Z"],["2024-03-05T10:00:00Z","2024-03-07T09:00:00Z"],["2024-03-05T10:00:00Z","2024-04-07T09:00:00Z"],["2024-03-05T10:00:00Z","2025-01-02T09:00:00Z"]];
const opts = [{}, {dateStyle:"medium"}, {dateStyle:"long"}, {dateStyle:"full"}, {dateStyle:"short"}, {timeStyle:"short"}, {dateStyle:"medium",timeStyle:"short"}, {month:"short",day:"numeric"}, {month:"long",day:"numeric",year:"numeric"}, {year:"numeric",month:"short"}, {hour:"numeric",minute:"2-digit"}, {weekday:"short",month:"short",day:"numeric"}, {month:"numeric",day:"numeric"},{hour:"numeric"},{year:"numeric"},{month:"long"}];
for (const o of opts) {
  const f = new Intl.DateTimeFormat("en-US", {timeZone:"UTC", ...o});
  console.log(JSON.stringify(o));
  for (const [a,b] of pairs) console.log("   ", JSON.stringify(f.formatRange(new Date(a), new Date(b))));
}
const f = new Intl.DateTimeFormat("en-US", {timeZone:"UTC", dateStyle:"medium"});
console.log(JSON.stringify(f.formatRangeToParts(new Date(pairs[3][0]), new Date(pairs[3][1]))));
const a = new Date("2024-03-05T10:00:00Z"), b = new Date("2024-03-05T14:30:00Z"), c = new Date("2024-03-05T11:30:00Z"), d2 = new Date("2024-03-07T09:00:00Z");
const g = (o, x, y) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...o }).formatRange(x, y);
console.log(g({ dateStyle: "long", timeStyle: "short" }, a, c));
console.log(g({ dateStyle: "long", timeStyle: "short" }, a, d2));
console.log(g({ dateStyle: "full", timeStyle: "short" }, a, b));
console.log(g({ timeStyle: "long" }, a, c));
console.log(g({ timeStyle: "long" }, a, d2));
console.log(g({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, a, c));
console.log(g({ hour: "numeric", minute: "2-digit", second: "2-digit" }, a, new Date("2024-03-05T10:00:30Z")));
console.log(g({ month: "short", day: "numeric", year: "numeric", hour: "numeric" }, a, c));
console.log(g({ weekday: "long" }, a, d2));
console.log(g({ year: "numeric", month: "numeric" }, a, new Date("2024-05-05T10:00:00Z")));
console.log(g({ year: "numeric", month: "long", day: "numeric", timeZone: "America/New_York" }, a, d2));
console.log(g({ hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone: "America/New_York" }, a, c));
console.log(g({ hour: "numeric", minute: "2-digit", timeZone: "Asia/Tokyo" }, new Date("2024-03-05T02:00:00Z"), new Date("2024-03-05T04:00:00Z")));
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).formatRange(a, a).length);
try { new Intl.DateTimeFormat("en-US").formatRange(a); } catch (e) { console.log(e.name, e.message); }
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).formatRange(b, a));
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).formatRangeToParts(a, c)));
console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).formatRangeToParts(a, a)));
const booking = (start, end) => `Booked: ${new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", dateStyle: "medium", timeStyle: "short" }).formatRange(start, end)}`;
console.log(booking(new Date("2024-06-01T08:00:00Z"), new Date("2024-06-01T09:30:00Z")));
return g({ dateStyle: "medium" }, a, d2);
