// value: 0
// log: {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","year":"numeric","month":"numeric","day":"numeric"}
// log: {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"Asia/Tokyo","era":"long","year":"numeric","second":"numeric","fractionalSecondDigits":2}
// log: {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"America/New_York","hourCycle":"h12","hour12":true,"timeStyle":"short"}
// log: {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"Asia/Katmandu","hourCycle":"h12","hour12":true,"hour":"numeric","minute":"2-digit","timeZoneName":"shortOffset"}
// log: {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"Europe/Kiev","dateStyle":"full"}
// log: 09 09:05
// resolvedOptions of DateTimeFormat with zones, eras, fractional seconds and hour cycles.
for (const o of [{}, { timeZone: "asia/tokyo", era: "long", year: "numeric", fractionalSecondDigits: 2, second: "numeric" }, { timeStyle: "short", timeZone: "US/Eastern" }, { hour: "numeric", minute: "2-digit", timeZoneName: "shortOffset", timeZone: "Asia/Kathmandu" }, { dateStyle: "full", timeZone: "Europe/Kiev" }]) {
  console.log(JSON.stringify(new Intl.DateTimeFormat("en-US", o).resolvedOptions()));
}
console.log(new Intl.DateTimeFormat("en-US", { hour: "numeric", hour12: false, timeZone: "UTC" }).format(new Date("2024-03-05T09:05:00Z")), new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "numeric", hourCycle: "h23", timeZone: "UTC" }).format(new Date("2024-03-05T09:05:00Z")));
return 0;
