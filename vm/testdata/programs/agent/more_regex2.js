// value: ["a","b,c","d","e \"quoted\"",""]
// log: [ 'x.html', 'y' ] [ '<a href="x.html">X</a>', "<b class='y'>Y</b>", '<i>z</i>' ]
// log: [ 'aaa', 'bbb' ] cbacba a$0|b|b0|$2|$<x>c
// log: a[b][][$<x]c jobjecthn
// log: [ 'one', 'two', '', 'three' ] [ 'one', 'two', 'three' ] [ 'a', 'b' ] [ 'a', 'b', 'c' ] [ '' ] []
// log: [ 'a', 'b', 'c', '' ] [ 'a', '1', 'b', '2' ] [ 'te', 'st' ] [ '2024', '01', '02' ]
// log: 4 -1 0 1
// log: true true true 2
// log: null true σας STRASSE
// log: [ '555:1234@0/8', '555:9876@10/18', '123:4567@23/31' ]
// log: 0/31/32/3 AbC
// log: [ 'a', 'b,c', 'd', 'e "quoted"', '' ]
// log: [ 'aaa', index: 1, input: 'caaat', groups: undefined ] ab [ 'b', undefined, 'b', index: 0, input: 'b', groups: undefined ] [ '', index: 0, input: 'yyy', groups: undefined ]
// log: a#b# 0 [ '1', '22' ] true false false true false
// log: /a\/b/ /a\/b/ /(?:)/ /\n/
// log: a\.b\*c\(d\)\[e\] true
// log: SyntaxError Invalid regular expression: /(/: Unterminated group
// log: SyntaxError Invalid flags supplied to RegExp constructor 'gg'
// log: TypeError String.prototype.replaceAll called with a non-global RegExp argument
// log: a.b.c.d bb -a-b-c-
// log: [ 'first', 'second', 'third' ] [ 'first line', 'second line', 'third' ] true false
// log: { a: '1', b: 'two', c: '', d: undefined } { a: '1', b: 'two', c: '' }
// log: Due 5/3/2024, paid 9/3/2024. [ 2, 6 ]
// log: true false
// log: 3 in 1999 and 2024 2 [ '0', '1', 'index', 'input', 'groups' ] 1999
// log: 15550109999 many spaces [ 'Camel', 'Case', 'String' ]
// log: 3 4 2 1 2
// log: true false
// More regexp features: backreferences, replacement patterns, split limits, unicode and search.
const html = '<a href="x.html">X</a> <b class=\'y\'>Y</b> <i>z</i>';
const attrRe = /(?<q>["'])(?<val>.*?)\k<q>/g;
console.log([...html.matchAll(attrRe)].map((m) => m.groups.val), html.match(/<(\w+)[^>]*>.*?<\/\1>/g));
console.log("aaa bbb abab".match(/(\w)\1+/g), "abcabc".replace(/(a)(b)(c)/g, "$3$2$1"), "abc".replace(/(b)/, "$0|$01|$10|$2|$<x>"));
console.log("abc".replace(/(?<x>b)/, "[$<x>][$<y>][$<x]"), "john".replace(/(?<n>o)/, (...a) => typeof a.at(-1)));
console.log("one two  three".split(" "), "one two  three".split(/\s+/), "a,b,c,d".split(",", 2), "abc".split(""), "".split(","), "".split(""));
console.log("a1b2c3".split(/\d/), "a1b2c3".split(/(\d)/, 4), "test".split(/(?=s)/), "2024-01-02".split(/-(?=0)/));
console.log("Hello World".search(/o/), "Hello".search(/z/), "a.b".search("."), "x+y".search(/\+/));
console.log(/\bcat\b/i.test("Concatenate CAT"), /^\p{Lu}/u.test("Ärger"), /[\u{1F600}-\u{1F64F}]/u.test("hi 😃"), "😃😃".match(/./gu).length);
console.log("ſ".match(/s/i), /\u212A/iu.test("k"), "ΣΑΣ".toLowerCase(), "straße".toUpperCase());
const re = /(\d{3})-(\d{4})/g;
const phones = "555-1234, 555-9876 and 123-4567";
let m;
const found = [];
while ((m = re.exec(phones)) !== null) found.push(`${m[1]}:${m[2]}@${m.index}/${re.lastIndex}`);
console.log(found);
console.log("x".repeat(3).replace(/x/g, (m, off, str) => `${off}/${str.length}`), "aBc".replace(/[a-z]/gi, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())));
const csvLine = 'a,"b,c",d,"e ""quoted""",';
const cells = [...csvLine.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]));
console.log(cells);
console.log(/a{2,}/.exec("caaat"), /(?:ab)+?/.exec("ababab")[0], /(a)|(b)/.exec("b"), /x*/.exec("yyy"));
const r2 = new RegExp("\\d+", "g");
console.log("a1b22".replace(r2, "#"), r2.lastIndex, "a1b22".match(r2), r2.global, r2.hasIndices, r2.dotAll, /./s.test("\n"), /./.test("\n"));
console.log(RegExp.prototype.toString.call(/a\/b/), new RegExp("a/b").toString(), new RegExp("").toString(), String(new RegExp("\n")));
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
console.log(escapeRe("a.b*c(d)[e]"), new RegExp(escapeRe("1+1=2")).test("is 1+1=2?"));
try {
  new RegExp("(");
} catch (e) {
  console.log(e.name, e.message);
}
try {
  new RegExp("a", "gg");
} catch (e) {
  console.log(e.name, e.message);
}
try {
  "x".replaceAll(/x/, "y");
} catch (e) {
  console.log(e.name, e.message);
}
console.log("a-b_c d".replaceAll(/[-_ ]/g, "."), "aaaa".replaceAll("aa", "b"), "abc".replaceAll("", "-"));
const multiline = "first line\nsecond line\r\nthird";
console.log(multiline.match(/^\w+/gm), multiline.split(/\r?\n/), /line$/m.test(multiline), /^third$/.test(multiline));
const kv = "a=1;b=two;c=;d";
console.log(Object.fromEntries(kv.split(";").map((p) => p.split("="))), Object.fromEntries([...kv.matchAll(/(\w+)=(\w*)/g)].map(([, k, v]) => [k, v])));
const dates = "Due 2024-03-05, paid 2024-03-09.";
console.log(dates.replace(/(\d{4})-(\d{2})-(\d{2})/g, (_, y, mo, d) => `${+d}/${+mo}/${y}`), dates.match(/\d{4}-\d{2}-\d{2}/g).map((d) => new Date(d).getUTCDay()));
console.log(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/.test("Passw0rdX"), /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/.test("password"));
const rx = /(?<year>\d{4})/;
const res = rx.exec("in 1999 and 2024");
console.log(res.index, res.input, res.length, Object.keys(res), res.groups.year);
console.log("tel: +1 (555) 010-9999".replace(/\D/g, ""), "  many   spaces  ".trim().replace(/\s+/g, " "), "CamelCaseString".split(/(?=[A-Z])/));
console.log([..."a😀b"].length, "a😀b".length, Array.from("e\u0301").length, "e\u0301".normalize("NFC").length, "\u00e9".normalize("NFD").length);
console.log(new RegExp("^\\d{1,99999999999}$").test("12345"), /x{99999999999}/.test("xxx"));
return cells;
