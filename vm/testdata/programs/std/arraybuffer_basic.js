// log: 6 4 2,3,4,5 5,6 0 true
// log: true true false false true ArrayBuffer [object ArrayBuffer]
// log: false 6 TypeError: Method ArrayBuffer.prototype.resize called on incompatible receiver #<ArrayBuffer> TypeError: Constructor ArrayBuffer requires 'new' RangeError: Invalid array buffer length RangeError: Invalid array buffer max length 2 0
// log: TypeError: Method get ArrayBuffer.prototype.byteLength called on incompatible receiver #<Object> TypeError: Method ArrayBuffer.prototype.slice called on incompatible receiver [object Uint8Array]
// log: true 8 4 4 1
// log: 8 8 4 3 9 0,0,0,0,0,0,0,9
// log: 3 0 0 0 0 undefined TypeError: Cannot perform %TypedArray%.prototype.fill on a detached ArrayBuffer TypeError: Cannot perform %TypedArray%.prototype.values on a detached ArrayBuffer 0,0,0
// log: 0 0 TypeError: Cannot perform %TypedArray%.prototype.join on a detached ArrayBuffer RangeError: Start offset 2 is outside the bounds of the buffer RangeError: ArrayBuffer.prototype.resize: Invalid length parameter RangeError: ArrayBuffer.prototype.resize: Invalid length parameter
// log: 4 0,0,0,0 2 0,0,0,0,0,0
// log: ok true 0
// log: 7 2
// log: false 2
// log: 0 4 0 0 0 undefined TypeError: Cannot perform %TypedArray%.prototype.fill on a detached ArrayBuffer TypeError: Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer TypeError: Cannot perform Construct on a detached ArrayBuffer
// log: 0 false
// log: true B TypeError: Derived ArrayBuffer constructor created a buffer which was too small
// log: TypeError: Cannot perform Array Iterator.prototype.next on a detached ArrayBuffer TypeError: Cannot perform Array Iterator.prototype.next on a detached ArrayBuffer ok 2
// ArrayBuffer: fixed and resizable, slice (a copy), ArrayBuffer.isView,
// length-tracking views and what views do when their buffer shrinks.
// (Detaching is by structuredClone's transfer: node 20 has no transfer().)
const t = (f) => { try { return "ok " + String(f()); } catch (e) { return e.constructor.name + ": " + e.message; } };
const b = new ArrayBuffer(6);
new Uint8Array(b).set([1, 2, 3, 4, 5, 6]);
const s = b.slice(1, -1);
console.log(b.byteLength, s.byteLength, Array.from(new Uint8Array(s)).join(), Array.from(new Uint8Array(b.slice(-2))).join(), b.slice(4, 1).byteLength, s instanceof ArrayBuffer);
console.log(ArrayBuffer.isView(new Uint8Array(1)), ArrayBuffer.isView(new DataView(b)), ArrayBuffer.isView(b), ArrayBuffer.isView([]), ArrayBuffer[Symbol.species] === ArrayBuffer, b[Symbol.toStringTag], String(b));
console.log(b.resizable, b.maxByteLength, t(() => b.resize(2)), t(() => ArrayBuffer()), t(() => new ArrayBuffer(-1)), t(() => new ArrayBuffer(4, { maxByteLength: 2 })), new ArrayBuffer(2.5).byteLength, new ArrayBuffer().byteLength);
console.log(t(() => Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "byteLength").get.call({})), t(() => ArrayBuffer.prototype.slice.call(new Uint8Array(2))));
const r = new ArrayBuffer(4, { maxByteLength: 8 });
const track = new Uint8Array(r), fixed = new Uint8Array(r, 0, 4), tail = new Uint16Array(r, 2);
console.log(r.resizable, r.maxByteLength, track.length, fixed.length, tail.length);
r.resize(8); track[7] = 9;
console.log(r.byteLength, track.length, fixed.length, tail.length, track[7], Array.from(track).join());
r.resize(3);
console.log(track.length, fixed.length, fixed.byteLength, fixed.byteOffset, tail.length, fixed[0], t(() => fixed.fill(1)), t(() => [...fixed]), Array.from(track).join());
r.resize(1);
console.log(tail.length, tail.byteOffset, t(() => tail.join()), t(() => new Uint8Array(r, 2)), t(() => r.resize(9)), t(() => r.resize(-1)));
r.resize(6);
console.log(fixed.length, Array.from(fixed).join(), tail.length, Array.from(track).join());
const it = track.values(); it.next(); r.resize(0); console.log(t(() => it.next().done), track.length);
const subTrack = new Uint8Array(new ArrayBuffer(4, { maxByteLength: 8 })).subarray(1);
subTrack.buffer.resize(8); console.log(subTrack.length, new Uint8Array(subTrack.buffer).subarray(1, 3).length);
const rs = new ArrayBuffer(2, { maxByteLength: 4 }).slice(); console.log(rs.resizable, rs.byteLength);
// Detached buffers.
const dbuf = new ArrayBuffer(4);
const dv = new Uint8Array(dbuf, 1, 2);
const moved = structuredClone(dbuf, { transfer: [dbuf] });
console.log(dbuf.byteLength, moved.byteLength, dv.length, dv.byteOffset, dv.byteLength, dv[0], t(() => dv.fill(0)), t(() => dbuf.slice()), t(() => new Uint8Array(dbuf)));
console.log(Object.keys(dv).length, 0 in dv);
class B extends ArrayBuffer {}
console.log(new B(3).slice(1) instanceof B, new B(2).constructor.name, t(() => { const x = new ArrayBuffer(4); x.constructor = { [Symbol.species]: function () { return new ArrayBuffer(1); } }; return x.slice(); }));
// Array iterators of a typed array read it as they go.
const rab2 = new ArrayBuffer(4, { maxByteLength: 8 });
const fixed2 = new Uint8Array(rab2, 0, 4);
const keysIt = Array.prototype.keys.call(fixed2); keysIt.next();
rab2.resize(2);
console.log(t(() => { for (const x of Array.prototype.entries.call(fixed2)) {} }), t(() => keysIt.next()), t(() => [...Array.prototype.values.call(new Uint8Array(rab2))].length));
