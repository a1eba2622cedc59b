// value: "one, two, and three"
// log: [ 'other', 'one', 'other', 'other', 'one' ]
// log: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 101st 111th 112th
// log: 1 file 0 files 3 errors
// log: other
// log: [ 'one', 'other' ] [ 'few', 'one', 'two', 'other' ]
// log: apples | apples and pears | a, b, and c
// log: red, green, or blue
// log: 3 ft, 7 in
// log: 3h 20m 5s
// log: x, y, & z
// log:  [{"type":"element","value":"x"},{"type":"literal","value":" and "},{"type":"element","value":"y"}]
// log: TypeError Iterable yielded 1 which is not a string
// log: Missing fields: name, email, and phone.
// Intl.PluralRules and Intl.ListFormat for human-friendly messages.
const pr = new Intl.PluralRules("en-US");
const ord = new Intl.PluralRules("en-US", { type: "ordinal" });
console.log([0, 1, 2, 1.5, -1].map(n => pr.select(n)));
const suffix = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinal = n => `${n}${suffix[ord.select(n)]}`;
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal).join(" "));
const plural = (n, word) => `${n} ${pr.select(n) === "one" ? word : word + "s"}`;
console.log(plural(1, "file"), plural(0, "file"), plural(3, "error"));
console.log(new Intl.PluralRules("en", { minimumFractionDigits: 1 }).select(1));
console.log(pr.resolvedOptions().pluralCategories, ord.resolvedOptions().pluralCategories);
const lf = new Intl.ListFormat("en", { style: "long", type: "conjunction" });
console.log(lf.format(["apples"]), "|", lf.format(["apples", "pears"]), "|", lf.format(["a", "b", "c"]));
console.log(new Intl.ListFormat("en", { type: "disjunction" }).format(["red", "green", "blue"]));
console.log(new Intl.ListFormat("en", { style: "short", type: "unit" }).format(["3 ft", "7 in"]));
console.log(new Intl.ListFormat("en", { style: "narrow", type: "unit" }).format(["3h", "20m", "5s"]));
console.log(new Intl.ListFormat("en", { style: "short" }).format(["x", "y", "z"]));
console.log(lf.format([]), JSON.stringify(lf.formatToParts(["x", "y"])));
try { lf.format(["a", 1]); } catch (e) { console.log(e.name, e.message); }
const missing = ["name", "email", "phone"];
console.log(`Missing ${missing.length === 1 ? "field" : "fields"}: ${lf.format(missing)}.`);
return lf.format(new Set(["one", "two", "three"]));
