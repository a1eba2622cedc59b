// value: 1
// log: 3/5/2024
// log: March
// log: RangeError: Incorrect locale information provided
// log: RangeError: Incorrect locale information provided
// log: RangeError: Incorrect locale information provided
// log: RangeError: Incorrect locale information provided
// log: RangeError: Incorrect locale information provided
// log: RangeError: Incorrect locale information provided
// log: 3/5/2024, 2:07:09 PM
// log: TypeError: Cannot convert undefined or null to object
// log: en-US
// log: RangeError: Incorrect locale information provided
// log: RangeError: Incorrect locale information provided
// log: RangeError: Incorrect locale information provided
// log: RangeError: Incorrect locale information provided
// log: Invalid Date
// log: RangeError: Invalid time zone specified: Bad/Zone
// Locale arguments as models pass them: undefined, [], "default", typos like en_US.
const d = new Date("2024-03-05T14:07:09Z");
const t = f => { try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); } };
t(() => d.toLocaleDateString("default", { timeZone: "UTC" }));
t(() => d.toLocaleDateString([], { timeZone: "UTC", month: "long" }));
t(() => d.toLocaleDateString("en_US", { timeZone: "UTC" }));
t(() => d.toLocaleDateString("", { timeZone: "UTC" }));
t(() => new Intl.DateTimeFormat("en_US"));
t(() => new Intl.NumberFormat("en_US").format(1));
t(() => "a".localeCompare("b", "en_US"));
t(() => new Intl.Collator("xx-invalid-tag-!!"));
t(() => d.toLocaleString(["en-US", "fr-FR"], { timeZone: "UTC" }));
t(() => new Intl.DateTimeFormat(null));
t(() => new Intl.DateTimeFormat(5).resolvedOptions().locale);
t(() => new Intl.PluralRules("en_US"));
t(() => new Intl.ListFormat("en_US"));
t(() => new Intl.RelativeTimeFormat("en_US"));
t(() => Intl.DateTimeFormat.supportedLocalesOf("en_US"));
t(() => new Date(NaN).toLocaleDateString("en_US", { timeZone: "Bad/Zone" }));
t(() => new Date(0).toLocaleDateString("en-US", { timeZone: "Bad/Zone" }));
return 1;
