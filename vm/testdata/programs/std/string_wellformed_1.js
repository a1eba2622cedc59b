// value: null
// log: false true false true true
// log: "ab�c" "x😀y" "�"
// log: 4 65533 3
// log: true
// log: TypeError
const lone = "ab\uD800c", pair = "x\uD83D\uDE00y", tail = "\uDC00";
console.log(lone.isWellFormed(), pair.isWellFormed(), tail.isWellFormed(), "plain".isWellFormed(), "".isWellFormed());
console.log(JSON.stringify(lone.toWellFormed()), JSON.stringify(pair.toWellFormed()), JSON.stringify(tail.toWellFormed()));
console.log(lone.toWellFormed().length, "\uD800\uD800\uDC00".toWellFormed().charCodeAt(0), "\uD800\uD800\uDC00".toWellFormed().length);
console.log(String.prototype.isWellFormed.call(123));
try { String.prototype.toWellFormed.call(null); } catch (e) { console.log(e.name); }
