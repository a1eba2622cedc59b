// value: ["U+0061","U+1F600","U+0062","U+1F44D","U+1F3FD","U+0063"]
// log: 9 6
// log: 128512 56832 55357 true
// log: 😀A€ 😀
// log: U+0061 U+1F600 U+0062 U+1F44D U+1F3FD U+0063
// log: a c true undefined
// log: olléh
// log: "\ude00\ud83da"
// log: RangeError Invalid code point 1114112
// log: RangeError Invalid code point -1
// log: true false "�x"
// log: "\ud83d" "😀"
// log: 3
// log: [ 'ÉZ', '李小', 'ÜA' ]
// log: e2 82 ac
// log: C:\new\table 2\n x1y2z
// Code points, surrogate pairs, emoji and at().
const s = "a😀b👍🏽c";
console.log(s.length, [...s].length);
console.log(s.codePointAt(1), s.codePointAt(2), s.charCodeAt(1), s.charAt(1) === "\ud83d");
console.log(String.fromCodePoint(0x1f600, 0x41, 0x20ac), String.fromCharCode(0xd83d, 0xde00));
const cps = [...s].map(c => "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0"));
console.log(cps.join(" "));
console.log(s.at(0), s.at(-1), s.at(-2) === "\udffd", s.at(100));
console.log([..."héllo"].reverse().join(""));
const reverseNaive = str => str.split("").reverse().join("");
console.log(JSON.stringify(reverseNaive("a😀")));
try { String.fromCodePoint(0x110000); } catch (e) { console.log(e.name, e.message); }
try { String.fromCodePoint(-1); } catch (e) { console.log(e.name, e.message); }
console.log("😀".isWellFormed(), "\ud83d".isWellFormed(), JSON.stringify("\ud83dx".toWellFormed()));
console.log(JSON.stringify("\ud83d"), JSON.stringify("😀"));
const countEmoji = t => (t.match(/\p{Extended_Pictographic}/gu) || []).length;
console.log(countEmoji("🎉 launch 🚀 done ✅"));
const initials = ["Émile Zola", "李 小龙", "über alles"].map(n => n.split(" ").map(w => w.at(0).toUpperCase()).join(""));
console.log(initials);
const hex = [...new TextEncoder().encode("€")].map(b => b.toString(16)).join(" ");
console.log(hex);
console.log(String.raw`C:\new\table ${1 + 1}\n`, String.raw({ raw: ["x", "y", "z"] }, 1, 2, 3));
return cps;
