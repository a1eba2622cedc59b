// value: ["_under","～","😀","10","9","a","ä","Ä","B","re sume","re-sume","resume","Resume","RESUME","résume","résumé","z","Z"]
// log: default sort   10 9 B RESUME Resume Z _under a re sume re-sume resume résume résumé z Ä ä 😀 ～
// log: localeCompare  _under ～ 😀 10 9 a ä Ä B re sume re-sume resume Resume RESUME résume résumé z Z
// log: upper first    _under ～ 😀 10 9 a Ä ä B re sume re-sume RESUME Resume resume résume résumé Z z
// log: lower first    _under ～ 😀 10 9 a ä Ä B re sume re-sume resume Resume RESUME résume résumé z Z
// log: ignorePunct    ～ 😀 10 9 a ä Ä B resume re-sume re sume Resume RESUME résume résumé _under z Z
// log: numeric        _under ～ 😀 9 10 a ä Ä B re sume re-sume resume Resume RESUME résume résumé z Z
// log: base     0,0,0,0
// log: accent   0,0,-1,-1
// log: case     0,-1,0,-1
// log: variant  0,-1,-1,-1
// log: [ 'Apple', 'banana' ]
// log: [ 'Café', 'cafe', 'CAFE' ]
// log: -1 1 0 -1 1
// log: [ 'Item 1', 'item 1a', 'item 1b', 'item 9', 'item 10' ]
// log: true upper default
// Collator options agents use for sorting and de-duplicating names.
const list = ["résumé", "Resume", "resume", "RESUME", "résume", "re-sume", "re sume", "a", "B", "_under", "10", "9", "Ä", "z", "ä", "Z", "😀", "～"];
const show = (label, arr) => console.log(label.padEnd(14), arr.join(" "));
show("default sort", [...list].sort());
show("localeCompare", [...list].sort((a, b) => a.localeCompare(b)));
show("upper first", [...list].sort(new Intl.Collator("en", { caseFirst: "upper" }).compare));
show("lower first", [...list].sort(new Intl.Collator("en", { caseFirst: "lower" }).compare));
show("ignorePunct", [...list].sort(new Intl.Collator("en", { ignorePunctuation: true }).compare));
show("numeric", [...list].sort(new Intl.Collator("en", { numeric: true }).compare));
for (const sensitivity of ["base", "accent", "case", "variant"]) {
  const c = new Intl.Collator("en", { sensitivity });
  console.log(sensitivity.padEnd(8), ["resume", "Resume", "résumé", "RÉSUMÉ"].map(x => c.compare("resume", x)).join(","));
}
const dedupe = (arr, c = new Intl.Collator("en", { sensitivity: "base" })) => arr.filter((x, i) => arr.findIndex(y => c.compare(x, y) === 0) === i);
console.log(dedupe(["Apple", "apple", "Äpple", "APPLE", "banana", "Banana"]));
const search = new Intl.Collator("en", { usage: "search", sensitivity: "base" });
console.log(["Café", "cafe", "CAFE", "caff"].filter(x => search.compare(x, "cafe") === 0));
console.log("a".localeCompare("b"), "b".localeCompare("a"), "a".localeCompare("a"), "".localeCompare("a"), "a".localeCompare(""));
console.log(["item 10", "item 9", "Item 1", "item 1b", "item 1a"].sort((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" })));
const ro = new Intl.Collator("en", { ignorePunctuation: true, caseFirst: "upper" }).resolvedOptions();
console.log(ro.ignorePunctuation, ro.caseFirst, ro.collation);
return [...list].sort(Intl.Collator().compare);
