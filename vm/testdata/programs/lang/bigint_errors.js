// log: RangeError: Division by zero
// log: RangeError: Division by zero
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: BigInts have no unsigned right shift, use >> instead
// log: TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: TypeError: Cannot convert a Symbol value to a number
// log: TypeError: BigInts have no unsigned right shift, use >> instead
// log: TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: TypeError: Cannot convert a Symbol value to a number
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: BigInt is not a constructor
// log: RangeError: Maximum BigInt size exceeded
// log: RangeError: Maximum BigInt size exceeded
// log: RangeError: Maximum BigInt size exceeded
// log: RangeError
const tests = [
  () => 1n / 0n, () => 1n % 0n, () => +1n, () => 1n >>> 0n, () => 1n + 1, () => 1 * 2n, () => 2n ** 0.5,
  () => 1n - "1", () => 1n + undefined, () => null + 1n, () => true + 1n, () => 1n < Symbol(), () => { let x = 1n; x >>>= 1n; return x },
  () => { let x = 1n; x += 1; return x }, () => 1n + Symbol(), () => Math.abs(1n), () => Math.max(1, 2n), () => isNaN(1n),
  () => new BigInt(1), () => 1n << (2n ** 70n), () => (2n ** 64n) ** (2n ** 64n), () => 2n ** (2n ** 31n),
];
for (const t of tests) {
  try { console.log("ok", t()) } catch (e) { console.log(e.constructor.name + ": " + e.message) }
}
try { 2n ** -1n } catch (e) { console.log(e.constructor.name) }
