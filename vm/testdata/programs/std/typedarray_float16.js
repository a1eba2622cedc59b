// node: skip (node 20 has no Float16Array, Math.f16round or ArrayBuffer transfer: the log is node 24's)
// log: 1.3369140625 65504 Infinity 65504 5.960464477539063e-8 0 5.960464477539063e-8 0 NaN Infinity 0.0999755859375 0.000010013580322265625 0.00006103515625 -3.140625
// log: 15705 31743 31744 31743 1 0 1 32768 32256 31744 11878 168 1024 49736
// log: 1.5 -2.5 0.00001150369644165039 15872 1.3369140625 2 Float16Array(14) [
// log:   1.3369140625,
// log:   65504,
// log:   Infinity,
// log:   65504,
// log:   5.960464477539063e-8,
// log:   0,
// log:   5.960464477539063e-8,
// log:   -0,
// log:   NaN,
// log:   Infinity,
// log:   0.0999755859375,
// log:   0.000010013580322265625,
// log:   0.00006103515625,
// log:   -3.140625
// log: ]
// log: true 0 6 true 1,2,3,4,0,0
// log: false 6 true
// log: Cannot perform ArrayBuffer.prototype.transfer on a detached ArrayBuffer
// log: Cannot perform ArrayBuffer.prototype.resize on a detached ArrayBuffer
// log: 1 false byteLength,constructor,detached,maxByteLength,resizable,resize,slice,transfer,transferToFixedLength
// Float16Array (binary16, ties to even, through the double), DataView's
// Float16 accessors, and ArrayBuffer.prototype.transfer and
// transferToFixedLength, which detach the buffer.
const f = new Float16Array([1.337, 65504, 65520, 65519.99, 5.960464477539063e-8, 2.9802322387695312e-8, 2.98023223876953125e-8 * 1.0000001, -0, NaN, Infinity, 0.1, 1e-5, 6.103515625e-5, -3.14159]);
console.log(Array.from(f).join(" "));
console.log(Array.from(new Uint16Array(f.buffer)).join(" "));
const dv = new DataView(new ArrayBuffer(4)); dv.setFloat16(0, 1.5); dv.setFloat16(2, -2.5, true);
console.log(dv.getFloat16(0), dv.getFloat16(2, true), dv.getFloat16(2), dv.getUint16(0), Math.f16round(1.337), Float16Array.BYTES_PER_ELEMENT, f);
const b = new ArrayBuffer(4, { maxByteLength: 8 }); new Uint8Array(b).set([1, 2, 3, 4]);
const t = b.transfer(6); console.log(b.detached, b.byteLength, t.byteLength, t.resizable, Array.from(new Uint8Array(t)).join());
const t2 = t.transferToFixedLength(); console.log(t2.resizable, t2.byteLength, t.detached);
try { b.transfer(); } catch (e) { console.log(e.message); }
try { t.resize(1); } catch (e) { console.log(e.message); }
console.log(new ArrayBuffer(3).transfer(1).byteLength, new ArrayBuffer(2).detached, Object.getOwnPropertyNames(ArrayBuffer.prototype).sort().join());
