// value: [26,27]
// log: 14 0 0 26 26 false false
// log: again Wörld! Hello again. Hello He again Wörld true
// log: true NaN undefined e undefined e
// log: false true true true
// log: TypeError First argument to String.prototype.includes must not be a regular expression
// log: TypeError First argument to String.prototype.startsWith must not be a regular expression
// log: TypeError First argument to String.prototype.endsWith must not be a regular expression
// log: [] [ 'Hello, Wörld! Hello again.' ] [ 'Hello, Wörld! Hello again.' ] [ 'a', 'b', 'c' ] [ 'a' ]
// log: 123abc abc-=-=-=- abc   abc|
// log: AHi   x1,2[object Object]null
// log: true abab
// log: RangeError Invalid count value: -1
// log: RangeError Invalid count value: Infinity
// log: "᠎ x ​" "x"
// log: aaaaaa a$b$c -x-y-z- a1b3
// log: a42c anullc aundefinedc abc
// log: [ '11', '23', '35' ] 0
// log: SyntaxError Invalid regular expression: /+/: Nothing to repeat
// log: [ '%', index: 0, input: '%', groups: undefined ] null null null 0
// log: ǆ Ǆ FF 2 1 1
// log: true true true false [ 'Z', 'a', 'z', 'é', '😀', '￿' ]
// log: aBCD
// log: Title Case This String
// log: string 1,2,3 [object Object] null ||,1
// log: TypeError Cannot convert a Symbol value to a string
// log: TypeError Cannot convert a Symbol value to a string
// log: -1 0
// Everyday string methods with the arguments models actually pass.
const s = "Hello, Wörld! Hello again.";
console.log(s.indexOf("Hello", 1), s.lastIndexOf("Hello", 5), s.indexOf(""), s.indexOf("", 100), s.lastIndexOf(""), s.includes("wörld"), s.includes("Wörld", 8));
console.log(s.slice(-6, -1), s.slice(7), s.substring(5, 0), s.substring(-3, 2), s.substr(-6, 5), s.substr(7, 5), s.slice(3, 1) === "");
console.log(s.charAt(100) === "", s.charCodeAt(100), s.codePointAt(100), s.at("1"), s.at(-100), s.at(1.7));
console.log(s.startsWith("World", 7), s.startsWith("Wör", 7), s.endsWith("again."), s.endsWith("Hello", 5));
for (const f of [() => s.includes(/x/), () => s.startsWith(/H/), () => s.endsWith(/\./)]) {
  try { f(); } catch (e) { console.log(e.name, e.message); }
}
console.log(s.split(" ", 0), s.split(), s.split(undefined, 1), "a,b,c".split(",", -1), "a,b".split(",", 2 ** 32 + 1));
console.log("abc".padStart(6, "123456789"), "abc".padEnd(10, "-="), "abc".padStart(-1), "abc".padStart(5, undefined) + "|");
console.log(String.fromCharCode(0x10041, 72, 105), String.fromCharCode(), String.fromCodePoint(), "x".concat([1, 2], {}, null));
console.log("ab".repeat(0) === "", "ab".repeat(2.9));
try { "x".repeat(-1); } catch (e) { console.log(e.name, e.message); }
try { "x".repeat(Infinity); } catch (e) { console.log(e.name, e.message); }
console.log(JSON.stringify("\u180e x \u200b".trim()), JSON.stringify("\t\v\f \u00a0\u1680\u2000\u200a\u202f\u205f\u3000x".trim()));
console.log("aaa".replaceAll("a", "$&$&"), "a.b.c".replaceAll(".", "$$"), "xyz".replaceAll("", "-"), "aXbX".replaceAll("X", (m, i) => i));
console.log("abc".replace("b", () => 42), "abc".replace("b", () => null), "abc".replace("b", () => undefined), "abc".replace("z", "y"));
console.log([..."a1b2c3".matchAll("\\d")].map(m => m[0] + m.index), "a.b".search("."));
try { "a+b".match("+"); } catch (e) { console.log(e.name, e.message); }
console.log("%".match("%"), "price $5".match("$5"), "x".match(null), "null".match(null)?.[0], "undefined".search());
console.log("Ǆ".toLowerCase(), "ǆ".toUpperCase(), "ﬀ".toUpperCase(), "İ".toLowerCase().length, "ß".localeCompare("ss"), "A".localeCompare("a", undefined));
console.log("abc" < "abd", "B" < "a", "é" > "z", "😀" > "\uffff", ["é", "z", "a", "😀", "\uffff", "Z"].sort());
console.log("a-b_c d".split(/[-_ ]/).map((w, i) => i ? w[0].toUpperCase() + w.slice(1) : w).join(""));
console.log("Title Case This string".toLowerCase().replace(/\b\w/g, c => c.toUpperCase()));
console.log(typeof String(Symbol("x")), String([1, [2, 3]]), String({}), String(null), `${[]}|${[null]}|${[undefined, 1]}`);
try { `${Symbol("y")}`; } catch (e) { console.log(e.name, e.message); }
try { "" + Symbol("z"); } catch (e) { console.log(e.name, e.message); }
console.log("abc".localeCompare(), "undefined".localeCompare());
return [s.length, s.normalize("NFD").length];
