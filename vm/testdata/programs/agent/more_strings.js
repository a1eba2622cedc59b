// value: 4
// log: lazy dog quick bro quick  The do quick brown fox jumps over the lazy dog T 
// log: 12 17 41 17 0 43 false true true
// log: The quick brown fox… short ab…
// log: Hello World, It'S Me Ǆ 2 SS
// log: [
// log:   '10', '9', 'A',
// log:   'B',  '_', 'a',
// log:   'b',  'á'
// log: ] [ 'a', 'A', 'á', 'b', 'B' ]
// log: -1 0 0 0
// log: [ 'item1', 'item2', 'item10' ]
// log: 98 128512 55357 56832 😀A 😀
// log: 6 x 3 hi
// log: [ 'a', 'b', 'c' ] [ 'abc' ] [ 'a', 'b', '' ] test1null2,3  ==========
// log: RangeError Invalid count value: -1
// log: RangeError Invalid count value: Infinity
// log: [ 'The quick', 'brown fox', 'jumps over', 'the lazy dog' ]
// log: { m: 1, i: 4, s: 4, p: 2 } [ 'l', 2 ]
// log: true true true false false true true
// log: a%20b%26c%3Dd%2F%C3%A9%3F 😀 http://x.com/a%20b?q=1&r=%C3%A9#h a%20b+%E9
// log: aGVsbG8= hello //4=
// log: InvalidCharacterError Invalid character
// log: hello-world-ca-va already-slugged fine-1
// log: % 100% a1true Symbol(d) 1,2,3 [object Object] null 
// log: -1 [ 'e', 'E', 'é', 'f' ] 3 "a\u0000b"
// log: e 5 [ '0', '1' ] [ [ '0', 'a' ], [ '1', 'b' ] ] olléh [ 97, 98, 99 ]
// log: j*******@example.com a*@x.io ************1111
// log:   1| Line1
// log:   2| Line2
// log: undefined b b true ab 
// log: <a href="https://x.io/?q=&quot;a&quot;">docs</a> <b>T</b><sub>x</sub> <font color="red">old</font>
// log: a, b x---y 1,2;3  abab
// String utilities agents write: truncation, casing, comparison, searching and unicode handling.
const s = "The quick brown fox jumps over the lazy dog";
console.log(s.slice(-8), s.slice(4, -30), s.substring(10, 4), s.substring(-3, 3), s.substr(-3, 2), s.substr(4), s.at(0), s.charAt(100));
console.log(s.indexOf("o"), s.indexOf("o", 13), s.lastIndexOf("o"), s.lastIndexOf("o", 20), s.indexOf(""), s.lastIndexOf(""), s.includes("fox", 17), s.startsWith("quick", 4), s.endsWith("The", 3));
const truncate = (str, n) => (str.length > n ? str.slice(0, n - 1).trimEnd() + "…" : str);
console.log(truncate(s, 20), truncate("short", 10), truncate("ab cd", 4));
const titleCase = (str) => str.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
console.log(titleCase("hELLO wORLD, it's me"), "ǆ".toUpperCase(), "İ".toLowerCase().length, "ß".toLocaleUpperCase("de"));
console.log(["b", "a", "B", "á", "A", "10", "9", "_"].sort(), ["b", "a", "B", "á", "A"].sort((x, y) => x.localeCompare(y)));
console.log("a".localeCompare("B"), "a".localeCompare("a"), "résumé".localeCompare("resume", "en", { sensitivity: "base" }), "a".localeCompare("A", undefined, { sensitivity: "accent" }));
console.log(["item10", "item2", "item1"].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })));
console.log("abc".codePointAt(1), "😀".codePointAt(0), "😀".charCodeAt(0), "😀".codePointAt(1), String.fromCodePoint(0x1f600, 65), String.fromCharCode(0xd83d, 0xde00));
console.log("  padded\t\n".trim().length, "\u00a0x\u2003".trim(), "\ufeffbom".trim().length, "xxhixx".replace(/^x+|x+$/g, ""));
console.log("a-b-c".split("-", -1), "abc".split(undefined), "a,b,".split(","), "test".concat(1, null, [2, 3]), "ab".repeat(0), "=".repeat(10));
try {
  "x".repeat(-1);
} catch (e) {
  console.log(e.name, e.message);
}
try {
  "x".repeat(Infinity);
} catch (e) {
  console.log(e.name, e.message);
}
const wrap = (text, width) => {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > width) { lines.push(line); line = word; }
    else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  return lines;
};
console.log(wrap(s, 12));
const count = (str) => [...str].reduce((acc, ch) => ((acc[ch] = (acc[ch] || 0) + 1), acc), {});
console.log(count("mississippi"), Object.entries(count("hello")).sort(([, a], [, b]) => b - a)[0]);
console.log("abc" < "abd", "Z" < "a", "10" < "9", 10 < 9, "10" < 9, "abc" == new String("abc"), "abc" === new String("abc").valueOf());
console.log(encodeURIComponent("a b&c=d/é?"), decodeURIComponent("%F0%9F%98%80"), encodeURI("http://x.com/a b?q=1&r=é#h"), escape("a b+é"));
console.log(btoa("hello"), atob("aGVsbG8="), btoa(String.fromCharCode(255, 254)));
try {
  btoa("é😀");
} catch (e) {
  console.log(e.name, e.message);
}
const slug = (t) => t.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/(^-|-$)/g, "");
console.log(slug("Héllo, Wörld! Ça va?"), slug("  --Already-slugged--  "), slug("ﬁne ①"));
console.log("%", "100%", `${"a"}${1}${true}`, String(Symbol("d")), String([1, [2, [3]]]), String({}), String(null), `${[]}`);
console.log("abc".localeCompare("abd"), ["é", "e", "f", "E"].sort(Intl.Collator("fr").compare), "a\u0000b".length, JSON.stringify("a\u0000b"));
console.log("Hello"[1], "Hello"["length"], Object.keys("hi"), Object.entries("ab"), Array.from("héllo").reverse().join(""), [..."abc"].map((c) => c.charCodeAt(0)));
const mask = (email) => email.replace(/^(.)(.*)(@.*)$/, (_, a, mid, dom) => a + "*".repeat(mid.length) + dom);
console.log(mask("jonathan@example.com"), mask("ab@x.io"), "4111111111111111".replace(/\d(?=\d{4})/g, "*"));
console.log("Line1\nLine2".split("\n").map((l, i) => `${String(i + 1).padStart(3)}| ${l}`).join("\n"));
console.log("abc".at(-4), "abc".at(1.7), "abc".at("1"), "abc".charAt(-1) === "", "abc".substring(NaN, 2), "abcdef".slice(2, NaN));
console.log("docs".link("https://x.io/?q=\"a\""), "T".bold() + "x".sub(), "old".fontcolor("red"));
console.log("a,b".split(",").join(", "), ["x", undefined, null, "y"].join("-"), [[1, 2], [3]].join(";"), [].join(), Array(3).join("ab"));
return wrap(s, 12).length;
