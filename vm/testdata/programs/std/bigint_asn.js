// log: -1 127 -128 127 0 -1 0 255 18446744073709551615 -9223372036854775808 -1 0 5 5 44 7 1 1
// log: RangeError: Invalid value: not (convertible to) a safe integer
// log: RangeError: Invalid value: not (convertible to) a safe integer
// log: TypeError: Cannot convert 1 to a BigInt
// log: SyntaxError: Cannot convert x to a BigInt
// log: RangeError: Maximum BigInt size exceeded
// log: TypeError: Cannot convert Symbol() to a BigInt
// log: 2 asUintN
const r = [];
r.push(BigInt.asIntN(8, 255n), BigInt.asIntN(8, 127n), BigInt.asIntN(8, 128n), BigInt.asIntN(8, -129n), BigInt.asIntN(0, 5n), BigInt.asIntN(1, 1n));
r.push(BigInt.asUintN(8, 256n), BigInt.asUintN(8, -1n), BigInt.asUintN(64, -1n), BigInt.asIntN(64, 2n ** 63n), BigInt.asIntN(64, 2n ** 64n - 1n), BigInt.asUintN(0, 9n));
r.push(BigInt.asIntN(2 ** 53 - 1, 5n), BigInt.asUintN(2 ** 53 - 1, 5n), BigInt.asIntN("8", 300n), BigInt.asUintN(3.9, 15n), BigInt.asIntN(8, "257"), BigInt.asUintN(8, true));
console.log(r.map(String).join(" "));
for (const f of [() => BigInt.asIntN(-1, 1n), () => BigInt.asIntN(2 ** 53, 1n), () => BigInt.asIntN(8, 1), () => BigInt.asUintN(8, "x"), () => BigInt.asUintN(2 ** 53 - 1, -1n), () => BigInt.asIntN(8, Symbol())]) {
  try { console.log(f()) } catch (e) { console.log(e.constructor.name + ": " + e.message) }
}
console.log(BigInt.asIntN.length, BigInt.asUintN.name);
