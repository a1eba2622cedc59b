// log: 255 ff -11111111 6x5kxtvuwilukg 0
// log: RangeError: toString() radix argument must be between 2 and 36
// log: RangeError: toString() radix argument must be between 2 and 36
// log: RangeError: toString() radix argument must be between 2 and 36
// log: RangeError: toString() radix argument must be between 2 and 36
// log: 123,456,789 -1,234 12 1,000
// log: 5n 6n bigint 7
// log: TypeError: BigInt.prototype.toString requires that 'this' be a BigInt
// log: TypeError: BigInt.prototype.valueOf requires that 'this' be a BigInt
// log: TypeError: BigInt.prototype.toLocaleString requires that 'this' be a BigInt
// log: [BigInt: 8n] object true 9n 16n true "x"
// log: hi 3
// log: {"a":"1n","b":["2n","3n"]}
// log: TypeError: Do not know how to serialize a BigInt
// log: TypeError: Do not know how to serialize a BigInt
// log: TypeError: Do not know how to serialize a BigInt
// log: {"a":"5"}
console.log((255n).toString(), (255n).toString(16), (-255n).toString(2), (2n ** 70n).toString(36), (0n).toString(7));
for (const r of [1, 37, 0, NaN]) { try { (1n).toString(r) } catch (e) { console.log(e.constructor.name + ": " + e.message) } }
console.log((123456789n).toLocaleString(), (-1234n).toLocaleString(), (12n).toLocaleString(), (1000n).toLocaleString("en-US"));
console.log((5n).valueOf(), Object(6n).valueOf(), typeof Object(6n).valueOf(), Object(7n).toString(16));
for (const f of [() => BigInt.prototype.toString.call(1), () => BigInt.prototype.valueOf.call("x"), () => BigInt.prototype.toLocaleString.call({})]) {
  try { f() } catch (e) { console.log(e.constructor.name + ": " + e.message) }
}
const w = Object(8n);
console.log(w, typeof w, w instanceof BigInt, w + 1n, w * 2n, w > 7n, JSON.stringify({ toJSON() { return "x" } }));
BigInt.prototype.hello = function () { return "hi " + this };
console.log((3n).hello());
delete BigInt.prototype.hello;
BigInt.prototype.toJSON = function () { return this.toString() + "n" };
console.log(JSON.stringify({ a: 1n, b: [2n, Object(3n)] }));
delete BigInt.prototype.toJSON;
for (const v of [1n, { a: 1n }, [Object(2n)]]) {
  try { JSON.stringify(v) } catch (e) { console.log(e.constructor.name + ": " + e.message) }
}
console.log(JSON.stringify({ a: 5n }, (k, v) => typeof v === "bigint" ? v.toString() : v));
