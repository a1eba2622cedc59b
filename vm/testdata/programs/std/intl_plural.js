// log: en-US en one,other few,one,two,other
// log:  cardinal other one other other other other other other other other other other other other other other other other other other one other
// log:  ordinal other one two few other other other other other one two other other one other other other other other other one two
// log:  digits other other other one other other
// log:  range other other other other other other other other other other other other other
// log: en en one,other few,one,two,other
// log:  cardinal other one other other other other other other other other other other other other other other other other other other one other
// log:  ordinal other one two few other other other other other one two other other one other other other other other other one two
// log:  digits other other other one other other
// log:  range other other other other other other other other other other other other other
// log: en-GB en one,other few,one,two,other
// log:  cardinal other one other other other other other other other other other other other other other other other other other other one other
// log:  ordinal other one two few other other other other other one two other other one other other other other other other one two
// log:  digits other other other one other other
// log:  range other other other other other other other other other other other other other
// log: de de one,other other
// log:  cardinal other one other other other other other other other other other other other other other other other other other other one other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other one other other
// log:  range one other one other other one other other other one other other other
// log: fr fr many,one,other one,other
// log:  cardinal one one other other other other other other other other other other other other other many many one one other one other
// log:  ordinal other one other other other other other other other other other other other other other other other other other other one other
// log:  digits one other other one other many
// log:  range one other other other other other one other one one other other other
// log: fr-CA fr many,one,other one,other
// log:  cardinal one one other other other other other other other other other other other other other many many one one other one other
// log:  ordinal other one other other other other other other other other other other other other other other other other other other one other
// log:  digits one other other one other many
// log:  range one other other other other other one other one one other other other
// log: es es many,one,other other
// log:  cardinal other one other other other other other other other other other other other other other many many other other other one other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits one other other one other many
// log:  range other other other other other other other other other other other other other
// log: it it many,one,other many,other
// log:  cardinal other one other other other other other other other other other other other other other many many other other other one other
// log:  ordinal other other other other other other many many other other other other many other other other other other other other other other
// log:  digits other other other one other many
// log:  range one other one other other one other other other one other other other
// log: pt pt many,one,other other
// log:  cardinal one one other other other other other other other other other other other other other many many one one other one other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits one other other one other many
// log:  range one other other other other other one other one one other other other
// log: pt-BR pt many,one,other other
// log:  cardinal one one other other other other other other other other other other other other other many many one one other one other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits one other other one other many
// log:  range one other other other other other one other one one other other other
// log: pt-PT pt-PT many,one,other other
// log:  cardinal other one other other other other other other other other other other other other other many many other other other one other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other one other many
// log:  range other other other other other other one other other other other other other
// log: nl nl one,other other
// log:  cardinal other one other other other other other other other other other other other other other other other other other other one other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other one other other
// log:  range one other one other other one other other other one other other other
// log: sv sv one,other one,other
// log:  cardinal other one other other other other other other other other other other other other other other other other other other one other
// log:  ordinal other one one other other other other other other one one other other one other other other other other other one one
// log:  digits other other other one other other
// log:  range other other other other other other other other other other other other other
// log: ja ja other other
// log:  cardinal other other other other other other other other other other other other other other other other other other other other other other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other other other other
// log:  range other other other other other other other other other other other other other
// log: zh zh other other
// log:  cardinal other other other other other other other other other other other other other other other other other other other other other other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other other other other
// log:  range other other other other other other other other other other other other other
// log: ko ko other other
// log:  cardinal other other other other other other other other other other other other other other other other other other other other other other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other other other other
// log:  range other other other other other other other other other other other other other
// log: ru ru few,many,one,other other
// log:  cardinal many one few few few many many many many one few many many one many many many other other other one few
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other one many many
// log:  range one few one many many one one few other one many other other
// log: pl pl few,many,one,other other
// log:  cardinal many one few few few many many many many many few many many many many many many other other other one few
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other one many many
// log:  range one few other many many one other few other one many other other
// log: tr tr one,other other
// log:  cardinal other one other other other other other other other other other other other other other other other other other other one other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits one other other one other other
// log:  range one other one other other one other other other one other other other
// log: de-LU de one,other other
// log:  cardinal other one other other other other other other other other other other other other other other other other other other one other
// log:  ordinal other other other other other other other other other other other other other other other other other other other other other other
// log:  digits other other other one other other
// log:  range one other one other other one other other other one other other other
// log: {"locale":"ru","type":"ordinal","minimumIntegerDigits":1,"minimumSignificantDigits":2,"maximumSignificantDigits":21,"pluralCategories":["other"]}
// log: TypeError Invalid startRange : undefined
// log: TypeError Invalid endRange : undefined
// log: RangeError Invalid startRange : NaN
// log: RangeError Invalid endRange : NaN
// log: RangeError Invalid startRange : NaN
// log: TypeError Cannot convert a BigInt value to a number
// log: other
// log: many
// log: TypeError Method Intl.PluralRules.prototype.selectRange called on incompatible receiver #<Object>
// log: 2 ru,pt-BR,de-LU
// Intl.PluralRules in the generated locales: cardinal and ordinal
// categories, digit options, pluralCategories, selectRange and its errors.
const locales = ["en-US", "en", "en-GB", "de", "fr", "fr-CA", "es", "it", "pt", "pt-BR", "pt-PT", "nl", "sv", "ja", "zh", "ko", "ru", "pl", "tr", "de-LU"];
const nums = [0, 1, 2, 3, 4, 5, 8, 11, 12, 21, 22, 25, 80, 101, 111, 1000000, 2000000, 0.5, 1.5, 2.5, -1, -2];
for (const l of locales) {
  const c = new Intl.PluralRules(l), o = new Intl.PluralRules(l, { type: "ordinal" });
  console.log(l, c.resolvedOptions().locale, c.resolvedOptions().pluralCategories.join(), o.resolvedOptions().pluralCategories.join());
  console.log(" cardinal", nums.map((x) => c.select(x)).join(" "));
  console.log(" ordinal", nums.map((x) => o.select(x)).join(" "));
  const f1 = new Intl.PluralRules(l, { minimumFractionDigits: 1 });
  const sd = new Intl.PluralRules(l, { maximumSignificantDigits: 1 });
  console.log(" digits", [1, 2, 21].map((x) => f1.select(x)).join(" "), [1.4, 21, 1999999].map((x) => sd.select(x)).join(" "));
  const pairs = [[0, 1], [1, 2], [2, 1], [1, 5], [2, 5], [5, 1], [1, 1], [21, 22], [1, 1.5], [0.5, 1], [1000000, 2000000]];
  console.log(" range", pairs.map(([a, b]) => c.selectRange(a, b)).join(" "), o.selectRange(1, 2), o.selectRange(2, 3));
}
console.log(JSON.stringify(new Intl.PluralRules("ru", { type: "ordinal", minimumSignificantDigits: 2 }).resolvedOptions()));
const pr = new Intl.PluralRules("pl");
for (const args of [[], [1], [NaN, 1], [1, NaN], ["x", 1], [1n, 2], [1, Infinity], ["2", "5"]]) {
  try {
    console.log(pr.selectRange(...args));
  } catch (e) {
    console.log(e.name, e.message);
  }
}
try {
  Intl.PluralRules.prototype.selectRange.call({}, 1, 2);
} catch (e) {
  console.log(e.name, e.message);
}
console.log(Intl.PluralRules.prototype.selectRange.length, Intl.PluralRules.supportedLocalesOf(["ru", "pt-BR", "de-LU"]).join());
