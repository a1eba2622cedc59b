// value: null
// log: 5 4 [ 'a', '\ud83d', '\ude00', 'b', 'é' ] 55357 128512 � 😀 �bé
// log: [ '61', '1f600', '62', 'e9' ] 6 a%F0%9F%98%80b%C3%A9 3 1
// log: **😀 ab😀� 4 A😀BÉ true true
// log: true true "😀"
const s = "a😀b\u00e9";
console.log(s.length, [...s].length, s.split(""), s.charCodeAt(1), s.codePointAt(1), s.at(2), s.slice(1, 3), s.substring(2));
console.log(Array.from(s, (c) => c.codePointAt(0).toString(16)), s.normalize("NFD").length, encodeURIComponent(s), s.indexOf("b"), s.lastIndexOf("😀"));
console.log("😀".padStart(4, "*"), "ab".padEnd(5, "😀"), "😀".repeat(2).length, s.toUpperCase(), s.includes("\uD83D"), s.startsWith("a\uD83D"));
console.log(String.fromCharCode(0xD83D, 0xDE00) === "😀", "\u{1F600}" === "😀", JSON.stringify("😀"));
