// log: a A ä b B item1 item10 item2 z Z
// log: a A ä b B item1 item2 item10 z Z
// log: 0 0 -1 -1 -1
// log: 0 1 -1 -1
// log: {"locale":"en-US","usage":"sort","sensitivity":"base","ignorePunctuation":false,"collation":"default","numeric":true,"caseFirst":"false"} {"locale":"en-US","usage":"sort","sensitivity":"variant","ignorePunctuation":false,"collation":"default","numeric":false,"caseFirst":"false"}
// log: other one other other one one other
// log: 1:one 2:two 3:few 4:other 11:other 12:other 13:other 21:one 22:two 23:few 101:one 111:other 112:other 0:other
// log: ["few","one","two","other"] ["one","other"]
// log: long [["in 1 year","2 years ago","last year","this year","next year","in 2 years"],["in 1 quarter","2 quarters ago","last quarter","this quarter","next quarter","in 2 quarters"],["in 1 month","2 months ago","last month","this month","next month","in 2 months"],["in 1 week","2 weeks ago","last week","this week","next week","in 2 weeks"],["in 1 day","2 days ago","yesterday","today","tomorrow","in 2 days"],["in 1 hour","2 hours ago","1 hour ago","this hour","in 1 hour","in 2 hours"],["in 1 minute","2 minutes ago","1 minute ago","this minute","in 1 minute","in 2 minutes"],["in 1 second","2 seconds ago","1 second ago","now","in 1 second","in 2 seconds"]]
// log: short [["in 1 yr.","2 yr. ago","last yr.","this yr.","next yr.","in 2 yr."],["in 1 qtr.","2 qtrs. ago","last qtr.","this qtr.","next qtr.","in 2 qtrs."],["in 1 mo.","2 mo. ago","last mo.","this mo.","next mo.","in 2 mo."],["in 1 wk.","2 wk. ago","last wk.","this wk.","next wk.","in 2 wk."],["in 1 day","2 days ago","yesterday","today","tomorrow","in 2 days"],["in 1 hr.","2 hr. ago","1 hr. ago","this hour","in 1 hr.","in 2 hr."],["in 1 min.","2 min. ago","1 min. ago","this minute","in 1 min.","in 2 min."],["in 1 sec.","2 sec. ago","1 sec. ago","now","in 1 sec.","in 2 sec."]]
// log: narrow [["in 1y","2y ago","last yr.","this yr.","next yr.","in 2y"],["in 1q","2q ago","last qtr.","this qtr.","next qtr.","in 2q"],["in 1mo","2mo ago","last mo.","this mo.","next mo.","in 2mo"],["in 1w","2w ago","last wk.","this wk.","next wk.","in 2w"],["in 1d","2d ago","yesterday","today","tomorrow","in 2d"],["in 1h","2h ago","1h ago","this hour","in 1h","in 2h"],["in 1m","2m ago","1m ago","this minute","in 1m","in 2m"],["in 1s","2s ago","1s ago","now","in 1s","in 2s"]]
// log: 0 days ago in 1.5 days 1,234.5 days ago in 0 seconds {"locale":"en-US","style":"long","numeric":"always","numberingSystem":"latn"}
// log: RangeError Invalid unit argument for Intl.RelativeTimeFormat.prototype.format() 'fortnight'
// log: conjunction long ["","a","a and b","a, b, and c"]
// log: conjunction short ["","a","a & b","a, b, & c"]
// log: conjunction narrow ["","a","a, b","a, b, c"]
// log: disjunction long ["","a","a or b","a, b, or c"]
// log: disjunction short ["","a","a or b","a, b, or c"]
// log: disjunction narrow ["","a","a or b","a, b, or c"]
// log: unit long ["","a","a, b","a, b, c"]
// log: unit short ["","a","a, b","a, b, c"]
// log: unit narrow ["","a","a b","a b c"]
// log: {"locale":"en-US","type":"disjunction","style":"long"} object [object Intl.NumberFormat] [object Intl.DateTimeFormat]
// log: TypeError
// log: TypeError
// Intl.Collator, PluralRules, RelativeTimeFormat, ListFormat (en-US).
const words = ["b", "a", "B", "A", "ä", "item10", "item2", "item1", "Z", "z"];
console.log(words.slice().sort(new Intl.Collator("en-US").compare).join(" "));
console.log(words.slice().sort(new Intl.Collator("en-US", { numeric: true }).compare).join(" "));
const base = new Intl.Collator("en-US", { sensitivity: "base" });
console.log(base.compare("a", "A"), base.compare("a", "ä"), base.compare("a", "b"), new Intl.Collator("en-US", { sensitivity: "accent" }).compare("a", "á"), new Intl.Collator("en-US", { sensitivity: "case" }).compare("a", "A"));
console.log("a".localeCompare("A", undefined, { sensitivity: "base" }), "file10".localeCompare("file9", "en", { numeric: true }), "file10".localeCompare("file9"), "a".localeCompare("b", "en-US"));
console.log(JSON.stringify(new Intl.Collator("en-US", { numeric: true, sensitivity: "base" }).resolvedOptions()), JSON.stringify(Intl.Collator().resolvedOptions()));
const pr = new Intl.PluralRules("en-US"), po = new Intl.PluralRules("en-US", { type: "ordinal" });
console.log([0, 1, 2, 1.5, -1, 1.0001].map((n) => pr.select(n)).join(" "), new Intl.PluralRules("en-US", { minimumFractionDigits: 1 }).select(1));
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 0].map((n) => n + ":" + po.select(n)).join(" "));
console.log(JSON.stringify(po.resolvedOptions().pluralCategories), JSON.stringify(pr.resolvedOptions().pluralCategories));
for (const style of ["long", "short", "narrow"]) {
  const r = new Intl.RelativeTimeFormat("en-US", { style, numeric: "auto" }), a = new Intl.RelativeTimeFormat("en-US", { style });
  console.log(style, JSON.stringify(["year", "quarter", "month", "week", "day", "hour", "minute", "second"].map((u) => [a.format(1, u), a.format(-2, u + "s"), r.format(-1, u), r.format(0, u), r.format(1, u), r.format(2, u)])));
}
const rtf = new Intl.RelativeTimeFormat("en-US");
console.log(rtf.format(-0, "day"), rtf.format(1.5, "days"), rtf.format(-1234.5, "day"), rtf.format(0, "seconds"), JSON.stringify(rtf.resolvedOptions()));
try { rtf.format(1, "fortnight"); } catch (e) { console.log(e.constructor.name, e.message); }
for (const type of ["conjunction", "disjunction", "unit"]) for (const style of ["long", "short", "narrow"]) {
  const l = new Intl.ListFormat("en-US", { type, style });
  console.log(type, style, JSON.stringify([l.format([]), l.format(["a"]), l.format(["a", "b"]), l.format(new Set(["a", "b", "c"]))]));
}
console.log(JSON.stringify(new Intl.ListFormat("en-US", { type: "disjunction" }).resolvedOptions()), typeof Intl, Object.prototype.toString.call(new Intl.NumberFormat()), Object.prototype.toString.call(Intl.DateTimeFormat.prototype));
try { new Intl.ListFormat("en-US").format(["a", 1]); } catch (e) { console.log(e.constructor.name); }
try { Intl.PluralRules(); } catch (e) { console.log(e.constructor.name); }
