// value: null
// log: T x undefined 84 128512 56832 undefined
// log: *-*-*-The Quick Brown Fox |The Quick Brown Fox   | x abc 005
// log: true true false false 17 12
// log: 4 [ 'The', 'Quick' ] [
// log:   'T', 'h', 'e', ' ', 'Q',
// log:   'u', 'i', 'c', 'k', ' ',
// log:   'B', 'r', 'o', 'w', 'n',
// log:   ' ', 'F', 'o', 'x'
// log: ] [ '' ] [ 'a', 'b', '' ] [ 'abc' ]
// log: The  Quick Fox Quick Brown 
// log: x| | ab1null2,3 \n1\t
// log: 2 SS σ Ǆ FF
// log: -1 1 0 [ 'a', 'b', 'C', 'e', 'é' ]
// log: 5 4 1
// log: Hi 😀A  NaN
// log: RangeError Invalid code point -1
// log: RangeError Invalid count value: -1
const s = "The Quick Brown Fox";
console.log(s.at(0), s.at(-1), s.at(99), s.codePointAt(0), "😀".codePointAt(0), "😀".codePointAt(1), "abc".codePointAt(5));
console.log(s.padStart(25, "*-"), "|" + s.padEnd(22) + "|", "x".padStart(0), "abc".padEnd(6, ""), "5".padStart(3, 0));
console.log(s.startsWith("Quick", 4), s.endsWith("Brown", 15), s.includes("fox"), s.includes("Fox", 17), s.indexOf("o", 13), s.lastIndexOf("o", 13));
console.log(s.search(/q/i), s.split(" ", 2), s.split(""), "".split(","), "a,b,".split(","), "abc".split(undefined));
console.log(s.substring(4, -1), s.substring(9, 4), s.substr(-3), s.substr(4, 5), s.slice(-9, -4), s.slice(100));
console.log(" \t\n x \u00a0".trim() + "|", "abc".repeat(0) + "|", "ab".concat(1, null, [2, 3]), String.raw`\n${1}\t`);
console.log("İ".toLowerCase().length, "ß".toUpperCase(), "Σ".toLowerCase(), "ǅ".toUpperCase(), "ﬀ".toUpperCase());
console.log("a".localeCompare("b"), "b".localeCompare("a"), "a".localeCompare("a"), ["b", "a", "C", "é", "e"].sort((x, y) => x.localeCompare(y)));
console.log("café".normalize("NFD").length, "cafe\u0301".normalize().length, "\u1E9B\u0323".normalize("NFKC").length);
console.log(String.fromCharCode(72, 105, 0x1F600 & 0xFFFF), String.fromCodePoint(0x1F600, 65), "abc".charAt(-1), "abc".charCodeAt(9));
try { String.fromCodePoint(-1); } catch (e) { console.log(e.name, e.message); }
try { "a".repeat(-1); } catch (e) { console.log(e.name, e.message); }
