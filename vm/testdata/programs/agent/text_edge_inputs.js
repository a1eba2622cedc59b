// value: 24
// log: 
// log: InvalidCharacterError: Invalid character
// log: InvalidCharacterError: Invalid character
// log: TypeError: The "input" argument must be specified
// log: TypeError: The "input" argument must be specified
// log: bnVsbA==
// log: RangeError: Invalid language tag: en-
// log: en-US
// log: RangeError: Invalid time value
// log: 4/19/271822, GMT-04:56:02
// log: 9/13/275760 AD – 4/20/271822 BC
// log: RangeError: fractionalSecondDigits value is out of range.
// log: RangeError: Value wide out of range for Intl.DateTimeFormat options property era
// log: X
// log: RangeError: Incorrect locale information provided
// log: İ
// log: |
// log: %u12%zz%4
// log: %uD800%uD83D%uDE00
// log: RangeError: Invalid key : undefined
// log: 
// log: RangeError: Value need to be finite number for Intl.RelativeTimeFormat.prototype.formatToParts()
// log: TypeError: The "dest" argument must be an instance of Uint8Array. Received an instance of Array
// log: 4/20/271822 BC, 9:18:59 AM
// Edge inputs to the text helpers: base64, locale lists, zones at the ends of time, streams.
const out = [];
const t = (f) => { try { out.push(String(f())); } catch (e) { out.push(e.name + ": " + e.message); } };
t(() => atob(""));
t(() => atob("===="));
t(() => atob("YQ=a"));
t(() => btoa());
t(() => atob());
t(() => btoa(null));
t(() => Intl.getCanonicalLocales(["en-", "EN-LATN-us-x-Private", "zh-hant-tw", "de-u-co-phonebk", "x-private", "i-klingon", "en-US-u", 5]));
t(() => Intl.getCanonicalLocales("en-us"));
t(() => new Intl.DateTimeFormat("en", { timeZone: "Etc/GMT+5" }).formatRange(new Date(NaN), new Date(0)));
t(() => new Intl.DateTimeFormat("en", { timeZone: "America/New_York", timeZoneName: "long" }).format(-8.64e15));
t(() => new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris" }).formatRange(8.64e15, -8.64e15));
t(() => new Intl.DateTimeFormat("en", { fractionalSecondDigits: 0 }));
t(() => new Intl.DateTimeFormat("en", { era: "wide" }));
t(() => "x".toLocaleUpperCase(5));
t(() => "x".toLocaleUpperCase(["", "tr"]));
t(() => "i".toLocaleUpperCase({ length: 1, 0: "tr" }));
t(() => new TextDecoder().decode(new Uint8Array([0xf0, 0x9f]), { stream: true }) + "|" );
t(() => unescape("%u12%zz%4"));
t(() => escape("\ud800😀"));
t(() => Intl.supportedValuesOf());
t(() => new Intl.ListFormat("en").formatToParts());
t(() => new Intl.RelativeTimeFormat("en").formatToParts(NaN, "day"));
t(() => new TextEncoder().encodeInto("abc", [1, 2]));
t(() => new Date(-8.64e15).toLocaleString("en-US", { timeZone: "Asia/Tokyo", era: "short" }));
console.log(out.join("\n"));
return out.length;
