// log: 0
// log: 0
// log: 1
// log: -1
// log: 9007199254740992
// log: 9007199254740994
// log: 1000000000000000000000
// log: -1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160
// log: RangeError: The number 1.5 cannot be converted to a BigInt because it is not an integer
// log: RangeError: The number NaN cannot be converted to a BigInt because it is not an integer
// log: RangeError: The number Infinity cannot be converted to a BigInt because it is not an integer
// log: RangeError: The number -Infinity cannot be converted to a BigInt because it is not an integer
// log: 0
// log: 12
// log: -7
// log: 8
// log: 31
// log: 15
// log: 5
// log: SyntaxError: Cannot convert -0x10 to a BigInt
// log: SyntaxError: Cannot convert 1.5 to a BigInt
// log: SyntaxError: Cannot convert 1e3 to a BigInt
// log: SyntaxError: Cannot convert 12n to a BigInt
// log: SyntaxError: Cannot convert 1_000 to a BigInt
// log: SyntaxError: Cannot convert abc to a BigInt
// log: SyntaxError: Cannot convert 0x to a BigInt
// log: 42
// log: 1
// log: 0
// log: 5
// log: TypeError: Cannot convert null to a BigInt
// log: TypeError: Cannot convert undefined to a BigInt
// log: TypeError: Cannot convert Symbol(s) to a BigInt
// log: 7
// log: 99
// log: 0
// log: 3
// log: 4
// log: TypeError: BigInt is not a constructor
// log: 1 BigInt object [object BigInt] [object BigInt]
// log: BigInt [ 'asIntN', 'asUintN', 'length', 'name', 'prototype' ] [ 'constructor', 'toLocaleString', 'toString', 'valueOf' ]
const vals = [0, -0, 1, -1, 2 ** 53, 2 ** 53 + 2, 1e21, -1e300, 1.5, NaN, Infinity, -Infinity, "", " 12 ", "-7", "+8", "0x1F", "0o17", "0b101", "-0x10", "1.5", "1e3", "12n", "1_000", "abc", "0x", "\n 42\t", true, false, 5n, null, undefined, Symbol("s"), { valueOf() { return 7 } }, { toString() { return "99" } }, [], [3], Object(4n)];
for (const v of vals) {
  try { console.log(String(BigInt(v))) } catch (e) { console.log(e.constructor.name + ": " + e.message) }
}
try { new BigInt(1) } catch (e) { console.log(e.constructor.name + ": " + e.message) }
console.log(BigInt.length, BigInt.name, typeof BigInt.prototype, Object.prototype.toString.call(1n), Object.prototype.toString.call(BigInt.prototype));
console.log(BigInt.prototype[Symbol.toStringTag], Object.getOwnPropertyNames(BigInt).sort(), Object.getOwnPropertyNames(BigInt.prototype).sort());
