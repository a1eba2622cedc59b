// value: 22
// log: atob: InvalidCharacterError | ée | InvalidCharacterError | InvalidCharacterError | 5£ | "wâ+r | InvalidCharacterError | Õï·Ó |  | InvalidCharacterError | TypeError | InvalidCharacterError |  | Error | InvalidCharacterError | InvalidCharacterError | InvalidCharacterError | ¶» | ×
// log: btoa: dW5kZWZpbmVk | bnVsbA== | MA== | MA== | TmFO | SW5maW5pdHk= | LTFlKzMwMA== | MWUrMzAw |  | eA== | TypeError | W29iamVjdCBPYmplY3Rd |  | Error | W29iamVjdCBPYmplY3Rd | MSwy | InvalidCharacterError | dHJ1ZQ== | MTA=
// log: escape: undefined | null | 0 | 0 | NaN | Infinity | -1e+300 | 1e+300 |  | x | TypeError | %5Bobject%20Object%5 |  | Error | %5Bobject%20Object%5 | 1%2C2 | %uD83D%uDE00%uD83D%u | true | 10
// log: unescape: undefined | null | 0 | 0 | NaN | Infinity | -1e+300 | 1e+300 |  | x | TypeError | [object Object] |  | Error | [object Object] | 1,2 | 😀😀😀 | true | 10
// log: encodeURIComponent: undefined | null | 0 | 0 | NaN | Infinity | -1e%2B300 | 1e%2B300 |  | x | TypeError | %5Bobject%20Object%5 |  | Error | %5Bobject%20Object%5 | 1%2C2 | %F0%9F%98%80%F0%9F%9 | true | 10
// log: canon:  | TypeError |  |  |  |  |  |  | RangeError | RangeError |  |  |  |  |  | TypeError | RangeError |  | 
// log: svo: RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | TypeError | RangeError | RangeError | Error | RangeError | RangeError | RangeError | RangeError | RangeError
// log: dtf: 1/1/1970 | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | TypeError | RangeError | RangeError | Error | RangeError | RangeError | RangeError | RangeError | RangeError
// log: dtfo: 1/1/1970 | TypeError | 1/1/1970 | 1/1/1970 | 1/1/1970 | 1/1/1970 | 1/1/1970 | 1/1/1970 | RangeError | RangeError | 1/1/1970 | 1/1/1970 | 1/1/1970 | 1/1/1970 | 1/1/1970 | TypeError | RangeError | 1/1/1970 | 1/1/1970
// log: range: TypeError | 1/1/1970 | 1/1/1970 | 1/1/1970 | RangeError | RangeError | RangeError | RangeError | 1/1/1970 | RangeError | TypeError | RangeError | 1/1/1970 | Error | 1/1/1970 | RangeError | RangeError | 1/1/1970 | TypeError
// log: rangeParts: TypeError | 11 | 11 | 11 | RangeError | RangeError | RangeError | RangeError | 11 | RangeError | TypeError | RangeError | 11 | Error | 11 | RangeError | RangeError | 11 | TypeError
// log: rtfParts: RangeError | 3 | 3 | 2 | RangeError | RangeError | 202 | 203 | 3 | RangeError | TypeError | RangeError | 3 | Error | 3 | RangeError | RangeError | 3 | TypeError
// log: lfParts: 0 | TypeError | TypeError | TypeError | TypeError | TypeError | TypeError | TypeError | 0 | 1 | TypeError | TypeError | 0 | TypeError | TypeError | TypeError | 5 | TypeError | TypeError
// log: upper: ISTANBUL | TypeError | ISTANBUL | ISTANBUL | ISTANBUL | ISTANBUL | ISTANBUL | ISTANBUL | RangeError | RangeError | ISTANBUL | ISTANBUL | ISTANBUL | ISTANBUL | ISTANBUL | TypeError | RangeError | ISTANBUL | ISTANBUL
// log: lower: i | TypeError | i | i | i | i | i | i | RangeError | RangeError | i | i | i | i | i | TypeError | RangeError | i | i
// log: encInto: TypeError | TypeError | TypeError | TypeError | TypeError | TypeError | TypeError | TypeError | {"read":0,"written": | {"read":1,"written": | TypeError | TypeError | TypeError | TypeError | TypeError | TypeError | {"read":2,"written": | TypeError | TypeError
// log: dec: A | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | RangeError | TypeError | RangeError | RangeError | Error | RangeError | RangeError | RangeError | RangeError | RangeError
// log: decStream: � | � | � | � | � | � | � | � | � | � | � | � | � | � | � | � | � | � | �
// log: coll: 1 | 1 | -1 | -1 | 1 | 1 | -1 | -1 | -1 | 1 | TypeError | 1 | -1 | Error | 1 | -1 | -1 | 1 | -1
// log: re: undefined | undefined | undefined | undefined | undefined | undefined | undefined | undefined | 2 | undefined | undefined | 2 | 2 | Error | 2 | undefined | undefined | undefined | undefined
// log: parse: NaN | NaN | 946684800000 | 946684800000 | NaN | NaN | NaN | NaN | NaN | NaN | TypeError | NaN | NaN | Error | NaN | 978393600000 | NaN | NaN | 1001894400000
// log: tz: Invalid Date | AD, 000 Eastern Stan | AD, 000 Eastern Stan | AD, 000 Eastern Stan | Invalid Date | Invalid Date | Invalid Date | Invalid Date | Invalid Date | Invalid Date | TypeError | Invalid Date | Invalid Date | Error | AD, 005 Eastern Stan | AD, 000 Eastern Stan | Invalid Date | AD, 001 Eastern Stan | TypeError
// The text helpers called with the odd values models sometimes pass (null, symbols, throwing toString, BigInt).
const bad = [undefined, null, 0, -0, NaN, Infinity, -1e300, 1e300, "", "x", Symbol("s"), {}, [], { toString() { throw new Error("boom"); } }, { valueOf() { return 5; } }, [1, 2], "😀".repeat(3), true, 10n];
const fns = {
  atob, btoa, escape, unescape, encodeURIComponent,
  canon: x => Intl.getCanonicalLocales(x), svo: x => Intl.supportedValuesOf(x),
  dtf: x => new Intl.DateTimeFormat("en-US", { timeZone: x }).format(0),
  dtfo: x => new Intl.DateTimeFormat(x, x).format(0),
  range: x => new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Tokyo" }).formatRange(x, 0),
  rangeParts: x => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" }).formatRangeToParts(0, x).length,
  rtfParts: x => new Intl.RelativeTimeFormat("en").formatToParts(x, "day").length,
  lfParts: x => new Intl.ListFormat("en").formatToParts(x).length,
  upper: x => "istanbul".toLocaleUpperCase(x), lower: x => "I".toLocaleLowerCase(x),
  encInto: x => JSON.stringify(new TextEncoder().encodeInto(x, new Uint8Array(4))),
  dec: x => new TextDecoder(x).decode(new Uint8Array([65])),
  decStream: x => new TextDecoder().decode(new Uint8Array([0xe2]), x),
  coll: x => new Intl.Collator("en", { caseFirst: "upper", ignorePunctuation: true, sensitivity: "case" }).compare(x, "A"),
  re: x => new RegExp(String(x) + "(?:a?b?)?(c*)?", "gi").exec("ab c")?.length,
  parse: x => Date.parse(x),
  tz: x => new Date(x).toLocaleString("en-US", { timeZone: "America/New_York", timeZoneName: "long", era: "short", fractionalSecondDigits: 3 }),
};
const out = [];
for (const [name, f] of Object.entries(fns)) {
  const row = [];
  for (const x of bad) {
    try { row.push(String(f(x)).slice(0, 20)); } catch (e) { row.push(e instanceof Error ? e.name : "thrown"); }
  }
  out.push(name + ": " + row.join(" | "));
}
console.log(out.join("\n"));
return out.length;
