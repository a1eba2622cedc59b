// value: "gi"
// log: (\d+)-(\d+) gi /(\d+)-(\d+)/gi true true false false
// log: \/path\/to /\// /(?:)/ \n
// log: y gimsuy dg
// log: true 1 true 2 false 0
// log: [ 'apple' ]
// log: [ 'apple', 'avocado' ]
// log: SyntaxError Invalid regular expression: /(/u: Unterminated group
// log: SyntaxError Invalid regular expression: /[a-/u: Unterminated character class
// log: SyntaxError Invalid regular expression: /a**/u: Nothing to repeat
// log: SyntaxError Invalid regular expression: /(?<n>x)(?<n>y)/u: Duplicate capture group name
// log: SyntaxError Invalid regular expression: /\k<x>/u: Invalid named capture referenced
// log: SyntaxError Invalid flags supplied to RegExp constructor 'gg'
// log: a[dot]b*c $&$1 $
// log: 2 2 224
// log: [Object: null prototype] { first: 'one', second: 'two' } [Object: null prototype] { a: undefined }
// log: true true true false false
// log: [ 'b', undefined, 'b', index: 0, input: 'b', groups: undefined ] [ '', '', '', '' ]
// log: [ 'A', 'B', 'C', 'd' ] x2y4
// log: false true true true true
// log: false true true eio
// RegExp construction from strings, flags, lastIndex traps and escaping.
const re = new RegExp("(\\d+)-(\\d+)", "gi");
console.log(re.source, re.flags, String(re), re.global, re.ignoreCase, re.multiline, re.sticky);
console.log(new RegExp("/path/to").source, String(new RegExp("/")), new RegExp("").toString(), new RegExp("\n").source);
console.log(new RegExp(re, "y").flags, new RegExp(/x/gimsuy).flags, /a/dg.flags);
const g = /a/g;
console.log(g.test("aa"), g.lastIndex, g.test("aa"), g.lastIndex, g.test("aa"), g.lastIndex);
const words = ["apple", "avocado", "banana"];
const startsWithA = /^a/g;
console.log(words.filter(w => startsWithA.test(w)));
console.log(words.filter(w => /^a/.test(w)));
for (const bad of ["(", "[a-", "a**", "(?<n>x)(?<n>y)", "\\k<x>"]) {
  try { new RegExp(bad, "u"); console.log("ok", bad); } catch (e) { console.log(e.name, e.message); }
}
try { new RegExp("a", "gg"); } catch (e) { console.log(e.name, e.message); }
console.log("a.b*c".replace(new RegExp("\\.", "g"), "[dot]"), "x".replace(/x/, () => "$&$1"), "x".replace(/x/, "$$"));
console.log("aaa".lastIndexOf("a"), "abcabc".search(/c/), "2 + 2 = 4".match(/\d/g).join(""));
console.log("one two".match(/(?<first>\w+) (?<second>\w+)/).groups, "x".match(/(?<a>y)?x/).groups);
console.log(/[\s\S]/.test("\n"), /\s/.test("\u00a0"), /\s/.test("\ufeff"), /\d/u.test("٣"), /\w/u.test("é"));
console.log(/(a)|(b)/.exec("b"), "abc".match(/(?:)/g));
console.log("A-B_C d".split(/[-_\s]/), "x1y2".replace(/\d/g, d => d * 2));
console.log(/[^]/.test(""), /$^/.test(""), /a{2,}/.test("aa"), /a{,2}/.test("a{,2}"), /\cJ/.test("\n"));
const v = /[\p{L}--[a-z]]/v;
console.log(v.test("a"), v.test("é"), v.unicodeSets, /[[a-z]&&[aeiou]]+/v.exec("xyzeio")[0]);
return re.flags;
