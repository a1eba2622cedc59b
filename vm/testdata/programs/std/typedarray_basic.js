// log: Int8Array 1 1 9 9 1 -1 44 112 0 0 5 -2 -1
// log: Uint8Array 1 1 9 9 1 255 44 112 0 0 5 254 255
// log: Uint8ClampedArray 1 1 9 9 2 0 255 255 0 0 255 254 255
// log: Int16Array 2 2 9 18 1 -1 300 4464 0 0 5 254 255
// log: Uint16Array 2 2 9 18 1 65535 300 4464 0 0 5 254 255
// log: Int32Array 4 4 9 36 1 -1 300 70000 0 0 5 254 255
// log: Uint32Array 4 4 9 36 1 4294967295 300 70000 0 0 5 254 255
// log: Float32Array 4 4 9 36 1.5 -1 300 70000 0 NaN 4294967296 254.5 255.5
// log: Float64Array 8 8 9 72 1.5 -1 300 70000 0 NaN 4294967301 254.5 255.5
// log: 1 -1 -9223372036854775808 3 1 18446744073709551615 9223372036854775808 -1n bigint
// log: TypeError: Cannot convert 1 to a BigInt TypeError: Cannot convert a BigInt value to a number TypeError: Cannot convert 5 to a BigInt
// log: 254,255,0,0 0,-2,0,16320 2 4 1 true true
// log: 2 3 true 42 0,0,254,42,0,0,192,63
// log: true TypedArray true
// log: TypeError: Abstract class TypedArray not directly constructable TypeError: Abstract class TypedArray not directly constructable TypeError: Constructor Uint8Array requires 'new' undefined Uint8Array [object Float32Array]
// log: RangeError: Invalid typed array length: -1 RangeError: start offset of Int16Array should be a multiple of 2 RangeError: byte length of Int16Array should be a multiple of 2
// log: RangeError: Start offset 10 is outside the bounds of the buffer RangeError: Invalid typed array length: 10 RangeError: Start offset -1 is outside the bounds of the buffer
// log: 0,1,foo,01 undefined undefined false true false true 0,1,foo,01
// log: undefined false
// log: {"value":0,"writable":true,"enumerable":true,"configurable":true} undefined true true
// log: TypeError: Cannot delete property '0' of [object Uint8Array] TypeError: Cannot redefine property: 0 TypeError: Invalid typed array index
// log: true 77 false true true
// log: TypeError: Cannot freeze array buffer views with elements true ok 0
// log: 1,-2 7,8 1,0,9 2 0
// log: 0 TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: 6 true true true X 4 11
// log: 10,21,32 0,0 1,0,255 TypeError: Method %TypedArray%.from called on incompatible receiver [object Number]
// Typed arrays are views of an ArrayBuffer: the twelve kinds (Float16Array
// is in typedarray_float16.js: node 20 lacks it) convert what they store,
// share their buffer's bytes (little-endian), and subarray is a view.
const t = (f) => { try { return "ok " + String(f()); } catch (e) { return e.constructor.name + ": " + e.message; } };
const kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array];
for (const K of kinds) {
  const a = new K([1.5, -1, 300, 70000, -0, NaN, 2 ** 32 + 5, 254.5, 255.5]);
  console.log(K.name, K.BYTES_PER_ELEMENT, K.prototype.BYTES_PER_ELEMENT, a.length, a.byteLength, Array.from(a).join(" "));
}
const big = new BigInt64Array([1n, -1n, 2n ** 63n, 2n ** 64n + 3n]);
const ubig = new BigUint64Array([1n, -1n, 2n ** 63n]);
console.log(Array.from(big).join(" "), Array.from(ubig).join(" "), big[1], typeof big[0]);
console.log(t(() => new BigInt64Array([1])), t(() => new Uint8Array([1n])), t(() => { big[0] = 5; }));
const buf = new ArrayBuffer(8);
const i16 = new Int16Array(buf), u8 = new Uint8Array(buf, 2, 4), f32 = new Float32Array(buf, 4);
i16[1] = -2; f32[0] = 1.5;
console.log(Array.from(u8).join(), Array.from(i16).join(), u8.byteOffset, u8.byteLength, f32.length, u8.buffer === buf, i16.buffer === f32.buffer);
const sub = u8.subarray(1, 3); sub[0] = 42;
console.log(sub.length, sub.byteOffset, sub.buffer === buf, u8[1], Array.from(new Uint8Array(buf)).join());
console.log(Object.getPrototypeOf(Int8Array) === Object.getPrototypeOf(Uint8Array), Object.getPrototypeOf(Int8Array).name, Object.getPrototypeOf(Int8Array.prototype) === Object.getPrototypeOf(Float64Array.prototype));
const TA = Object.getPrototypeOf(Int8Array);
console.log(t(() => TA()), t(() => new TA()), t(() => Uint8Array()), TA.prototype[Symbol.toStringTag], u8[Symbol.toStringTag], Object.prototype.toString.call(f32));
console.log(t(() => new Uint8Array(-1)), t(() => new Int16Array(new ArrayBuffer(4), 1)), t(() => new Int16Array(new ArrayBuffer(3))));
console.log(t(() => new Uint8Array(new ArrayBuffer(4), 10)), t(() => new Uint8Array(new ArrayBuffer(4), 0, 10)), t(() => new Uint8Array(new ArrayBuffer(4), -1)));
// Integer-indexed exotic objects: canonical numeric keys never reach the
// prototype and are never ordinary properties.
const e = new Uint8Array(2);
e[5] = 1; e["-0"] = 1; e["1.5"] = 1; e.foo = 2; e["01"] = 3;
console.log(Object.keys(e).join(), e[5], e["-0"], "5" in e, "1" in e, "-0" in e, "01" in e, Reflect.ownKeys(e).join());
Uint8Array.prototype[7] = "proto"; console.log(e[7], 7 in e); delete Uint8Array.prototype[7];
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(e, 0)), Object.getOwnPropertyDescriptor(e, 9), delete e[9], delete e.foo);
console.log(t(() => { "use strict"; delete e[0]; }), t(() => Object.defineProperty(e, "0", { value: 1, configurable: false })), t(() => Object.defineProperty(e, "5", { value: 1 })));
console.log(Reflect.defineProperty(e, "1", { value: 77 }), e[1], Reflect.defineProperty(e, "1", { get() {} }), Reflect.set(e, 9, 1), Reflect.has(e, 1));
console.log(t(() => Object.freeze(e)), Object.isFrozen(Object.freeze(new Uint8Array(0))), t(() => Object.seal(new Uint8Array(1))));
// Constructors take lengths, buffers, typed arrays, iterables and array-likes.
console.log(Array.from(new Int16Array(new Float64Array([1.9, -2.9]))).join(), Array.from(new Uint8Array(new Set([7, 8]))).join(), Array.from(new Uint8Array({ length: 3, 0: 1, 2: "9" })).join(), new Uint8Array(2.7).length, new Uint8Array().length);
console.log(Array.from(new Float64Array(new BigInt64Array(1).buffer)).join(), t(() => new Uint8Array(new BigInt64Array(1))));
class X extends Uint8Array { sum() { return this.reduce((a, b) => a + b, 0); } }
const x = new X([1, 2, 3]);
console.log(x.sum(), x instanceof Uint8Array, x.map((v) => v * 2) instanceof X, x.subarray(1) instanceof X, x.slice(1).constructor.name, X.from([4]).sum(), X.of(5, 6).sum());
console.log(Uint8Array.from([1, 2, 3], (v, i) => v * 10 + i).join(), Uint8Array.from({ length: 2 }).join(), Uint8Array.of(1, 256, -1).join(), t(() => Uint8Array.from.call(Object, [])));
