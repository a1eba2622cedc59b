// node: skip (V8 allows 2^30 bits; this VM stops at 2^23 so one operation stays under a second)
// value: "done"
// log: RangeError: Maximum BigInt size exceeded
// log: RangeError: Maximum BigInt size exceeded
// log: RangeError: Maximum BigInt size exceeded
// log: RangeError: Maximum BigInt size exceeded
// log: RangeError: Maximum BigInt size exceeded
// log: 8388608 true
const big = 2n ** 8388607n;
for (const f of [() => 2n ** 100000000n, () => 1n << 1000000000n, () => big * big, () => big << 10n, () => BigInt.asUintN(2 ** 30, -1n)]) {
  try { console.log("ok", f()) } catch (e) { console.log(e.constructor.name + ": " + e.message) }
}
console.log(big.toString(2).length, (big >> 8388600n) === 128n);
return "done";
