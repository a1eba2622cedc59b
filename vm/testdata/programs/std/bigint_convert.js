// log: 1 -18446744073709552000 Infinity 9007199254740992 5 7
// log: 10 12 22 -3 1024 1-2 1,2
// log: false true true true f fallback and 0n
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: Cannot convert a BigInt value to a number
// log: false
// log: false
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: Cannot convert a BigInt value to a number
// log: TypeError: Cannot convert a BigInt value to a number
// log: [ '10', '-1' ] true ten true true
// log: 5n { a: [ 1n, [BigInt: 2n] ] } Map(1) { 1n => 2n }
// log: [ 1n, 4n, 9n ] [ 0n, 1n, 1048576n ]
console.log(Number(1n), Number(-(2n ** 64n)), Number(2n ** 1024n), Number(9007199254740993n), Number(Object(5n)), new Number(7n) + 0);
console.log(parseInt(10n), parseFloat(12n), parseInt(0x10n, 16), String(-3n), `${2n ** 10n}`, [1n, 2n].join("-"), String([1n, [2n]]));
console.log(Boolean(0n), Boolean(1n), !0n, !!-1n, 0n ? "t" : "f", 0n || "fallback", 1n && "and", 0n ?? "nn");
for (const f of [() => Math.floor(1n), () => Math.sqrt(4n), () => Number.isInteger(1n), () => Number.isSafeInteger(1n), () => isFinite(1n), () => new Uint8Array([1n]), () => [1, 2].at(1n), () => "abc".charAt(1n), () => (1).toFixed(1n)]) {
  try { console.log(f()) } catch (e) { console.log(e.constructor.name + ": " + e.message) }
}
const key = {}; key[10n] = "ten"; key[-1n] = "neg";
console.log(Object.keys(key), 10n in key, key[10n], Reflect.has(key, 10n), "1" in { [1n]: 0 });
console.log(structuredClone(5n), structuredClone({ a: [1n, Object(2n)] }), structuredClone(new Map([[1n, 2n]])));
console.log([1n, 2n, 3n].map(x => x * x), Array.from({ length: 3 }, (_, i) => BigInt(i) ** 20n));
