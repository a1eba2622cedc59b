// log: [ 'ab', 'b', index: 0, input: 'abacad', groups: undefined ] 2 c 4 null 0
// log: true false true false true
// log: true true 2
// log: [ [ '1', 1 ], [ '22', 3 ], [ '333', 6 ] ] [ 'A', 'B' ] null 0
// log: f00 b00 0 true 1 false 0
// log: gi x i /\// true
// log: 42 17 true hi
// log: SyntaxError
// log: SyntaxError Invalid flags supplied to RegExp constructor 'gg'
const re = /a(.)/gy;
console.log(re.exec("abacad"), re.lastIndex, re.exec("abacad")?.[1], re.lastIndex, re.exec("abxad"), re.lastIndex);
const m = /^b/m; console.log(m.test("a\nb"), /^b/.test("a\nb"), /a.b/s.test("a\nb"), /a.b/.test("a\nb"), /ABC/i.test("abc"));
console.log(/\u{1F600}/u.test("😀"), /^.$/u.test("😀"), "😀😀".match(/./gu).length);
console.log([..."a1b22c333".matchAll(/\d+/g)].map((x) => [x[0], x.index]), "xAyBz".match(/[A-Z]/g), "none".match(/\d/g), "x".match(/x/).index);
const g = /o/g; console.log("foo boo".replace(g, "0"), g.lastIndex, g.test("o"), g.lastIndex, g.test("o"), g.lastIndex);
console.log(new RegExp("a+", "gi").flags, new RegExp(/x/g).source, new RegExp(/x/g, "i").flags, String(new RegExp("/")), RegExp("\\d").test("5"));
console.log(/(?<=\$)\d+/.exec("cost $42")[0], /(?<!\$)\b\d+/.exec("cost $42 or 17")[0], /\bfoo\b/.test("a foo b"), /[^\s]+/.exec("  hi  ")[0]);
try { new RegExp("("); } catch (e) { console.log(e.name); }
try { new RegExp("a", "gg"); } catch (e) { console.log(e.name, e.message); }
