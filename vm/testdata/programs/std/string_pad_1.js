// value: null
// log:   id | name.. | 0score
// log:    1 | ana... | 0009.5
// log:   22 | bo.... | 000010
// log:  333 | cy.... | 007.25
// log: abc abc12 aba 4   7 nu7
const rows = [["id", "name", "score"], [1, "ana", 9.5], [22, "bo", 10], [333, "cy", 7.25]];
for (const r of rows) console.log(String(r[0]).padStart(4) + " | " + String(r[1]).padEnd(6, ".") + " | " + String(r[2]).padStart(6, "0"));
console.log("abc".padStart(2), "abc".padEnd(5, "12345"), "".padStart(3, "ab"), "x".padEnd(4, "😀").length, "7".padStart(3, undefined), "7".padStart(3, null));
