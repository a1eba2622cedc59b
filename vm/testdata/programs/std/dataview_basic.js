// log: 254,44,254,212,255,255,249,255,255,255,63,192,255,255,255,255
// log: -2 254 -300 -11010 65535 -7 4194303999 1.5078123807907104 4294967295 -1
// log: 3.141592653589793 3.207375630676366e-192 3370280550400
// log: -5n 18446744073709551611n 18446744073709551614n -2n bigint
// log: 4 8 true true 16 0 DataView [object DataView]
// log: RangeError: Offset is outside the bounds of the DataView RangeError: Offset is outside the bounds of the DataView RangeError: Offset is outside the bounds of the DataView TypeError: Cannot convert 1 to a BigInt TypeError: Cannot convert a BigInt value to a number TypeError: Method DataView.prototype.getInt8 called on incompatible receiver undefined
// log: TypeError: First argument to DataView constructor must be an ArrayBuffer RangeError: Start offset 17 is outside the bounds of the buffer RangeError: Invalid DataView length 9 TypeError: Constructor DataView requires 'new' TypeError: Method get DataView.prototype.buffer called on incompatible receiver undefined
// log: -1 255 true 0 65280 255
// log: 8 2
// log: 5
// log: 2 TypeError: Cannot perform DataView.prototype.byteLength on a detached ArrayBuffer TypeError: Cannot perform DataView.prototype.byteOffset on a detached ArrayBuffer TypeError: Cannot perform DataView.prototype.getUint8 on a detached ArrayBuffer RangeError: Offset is outside the bounds of the DataView
// log: TypeError: Cannot perform DataView.prototype.byteLength on a detached ArrayBuffer TypeError: Cannot perform DataView.prototype.getInt8 on a detached ArrayBuffer TypeError: Cannot perform DataView constructor on a detached ArrayBuffer true
// DataView: every getter and setter, both byte orders, its bounds.
const t = (f) => { try { return "ok " + String(f()); } catch (e) { return e.constructor.name + ": " + e.message; } };
const buf = new ArrayBuffer(16);
const v = new DataView(buf), w = new DataView(buf, 4, 8);
v.setInt8(0, -2); v.setUint8(1, 300); v.setInt16(2, -300); v.setUint16(4, 65535, true); v.setInt32(6, -7, true);
v.setFloat32(10, 1.5); v.setUint32(12, 4294967295);
console.log(Array.from(new Uint8Array(buf)).join());
console.log(v.getInt8(0), v.getUint8(0), v.getInt16(2), v.getInt16(2, true), v.getUint16(4, true), v.getInt32(6, true), v.getUint32(6), v.getFloat32(10), v.getUint32(12), v.getInt32(12));
v.setFloat64(0, Math.PI, true); console.log(v.getFloat64(0, true), v.getFloat64(0), v.getFloat32(0, true));
v.setBigInt64(8, -5n); v.setBigUint64(0, 2n ** 64n - 2n, true);
console.log(v.getBigInt64(8), v.getBigUint64(8), v.getBigUint64(0, true), v.getBigInt64(0, true), typeof v.getBigInt64(0));
console.log(w.byteOffset, w.byteLength, w.buffer === buf, w.getUint8(0) === v.getUint8(4), v.byteLength, new DataView(buf, 16).byteLength, DataView.prototype[Symbol.toStringTag], String(v));
console.log(t(() => v.getInt16(15)), t(() => v.getInt8(-1)), t(() => w.getFloat64(1)), t(() => v.setBigInt64(0, 1)), t(() => v.setInt8(0, 1n)), t(() => DataView.prototype.getInt8.call({}, 0)));
console.log(t(() => new DataView(1)), t(() => new DataView(buf, 17)), t(() => new DataView(buf, 8, 9)), t(() => DataView(buf)), t(() => Object.getOwnPropertyDescriptor(DataView.prototype, "buffer").get.call(1)));
console.log(v.getInt8(1.9), v.getUint8("2"), v.setInt8(0) === undefined, v.getInt8(0), v.getUint16(0, 1), v.getUint16(0, ""));
const r = new ArrayBuffer(4, { maxByteLength: 8 });
const tr = new DataView(r), fx = new DataView(r, 1, 2);
r.resize(8); console.log(tr.byteLength, fx.byteLength); tr.setUint8(7, 5); console.log(tr.getUint8(7));
r.resize(2); console.log(tr.byteLength, t(() => fx.byteLength), t(() => fx.byteOffset), t(() => fx.getUint8(0)), t(() => tr.getUint16(1)));
const d = new ArrayBuffer(2); const dd = new DataView(d); structuredClone(d, { transfer: [d] });
console.log(t(() => dd.byteLength), t(() => dd.getInt8(0)), t(() => new DataView(d)), dd.buffer === d);
