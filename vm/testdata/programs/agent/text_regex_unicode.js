// value: 6
// log: [ 'Café', 'Zoë', 'naïve', '東京', 'Ελλάδα', 'مرحبا' ]
// log: [ 'Caf', 'Zo', 'na', 've', '123' ]
// log: [ '123', '٣٤' ]
// log: 東京 Ελλάδα مرحبا
// log: false true true
// log: [ '😀', '😁' ] 2
// log: false true true
// log: true true false
// log: [ 'ÉCOLE', 'école' ]
// log: false false
// log: [ "don't", 'stop', 'believing', 'well-known', 'co-op' ]
// log: [ 'a', 'b', 'c' ] true false
// log: [ 'Hello', 'There', 'Général' ] gu true \p{Lu}\p{Ll}+
// log: [Object: null prototype] { digits: '12' }
// log: a[B]c -x- 5 -😀-
// Unicode-aware regexps: u flag, property escapes, case-insensitive matching.
const text = "Café Zoë naïve 東京 Ελλάδα مرحبا 123 ٣٤";
console.log(text.match(/\p{L}+/gu));
console.log(text.match(/\w+/g));
console.log(text.match(/\p{Nd}+/gu));
console.log(text.match(/\p{Script=Han}+/u)?.[0], text.match(/\p{sc=Greek}+/u)?.[0], text.match(/\p{Script=Arabic}+/u)?.[0]);
console.log(/^.$/.test("😀"), /^.$/u.test("😀"), /^..$/.test("😀"));
console.log("😀😁".match(/./gu), "😀".match(/./g).length);
console.log(/ß/i.test("SS"), /ǆ/i.test("ǅ"), /\u212a/iu.test("k"));
console.log(/[\u{1F600}-\u{1F64F}]/u.test("😃"), /\u{61}/u.test("a"), /\u{61}/.test("a"));
console.log("ÉCOLE école Ecole".match(/école/giu));
console.log(/\bcafé\b/.test("un café noir"), /\bcafé\b/u.test("un café!"));
const words = "don't stop—believing; well-known co-op".match(/[\p{L}\p{M}'-]+/gu);
console.log(words);
console.log("a\nb\r\nc".match(/^\w$/gm), /a.b/s.test("a\nb"), /a.b/.test("a\nb"));
const re = new RegExp("\\p{Lu}\\p{Ll}+", "gu");
console.log("Hello There Général".match(re), re.flags, re.unicode, re.source);
console.log(/(?<digits>\d+)\k<digits>/.exec("1212 55")?.groups);
console.log("aBc".replace(/b/i, m => `[${m}]`), "x".replace(/(?:)/gu, "-"), "😀".replace(/(?:)/g, "-").length, "😀".replace(/(?:)/gu, "-"));
return text.match(/\p{L}+/gu).length;
