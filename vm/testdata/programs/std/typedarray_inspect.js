// log: ArrayBuffer { [Uint8Contents]: <01 02 fe ff>, byteLength: 4 } ArrayBuffer { [Uint8Contents]: <>, byteLength: 0 }
// log: Uint8Array(4) [ 1, 2, 254, 255 ] DataView {
// log:   byteLength: 2,
// log:   byteOffset: 1,
// log:   buffer: ArrayBuffer { [Uint8Contents]: <01 02 fe ff>, byteLength: 4 }
// log: }
// log: Float64Array(3) [ 1.5, -0, NaN ] BigInt64Array(2) [ 1n, -2n ] Uint8ClampedArray(2) [ 0, 0 ] Int16Array(0) []
// log: Uint8Array(2) [ 0, 0, foo: 1 ] { nested: Int32Array(2) [ 1, 2 ] } [ Uint16Array(1) [ 0 ] ]
// log: Uint8Array(30) [
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0
// log: ] ArrayBuffer {
// log:   [Uint8Contents]: <00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ... 20 more bytes>,
// log:   byteLength: 120
// log: }
// log: 1,2 0.10000000149011612 1,2 {"a":{"0":3},"b":{}} {"0":0.5}
// log: 2 true true true true 1 Uint8Array(4) [ 100, 2, 254, 255 ] 1
// log: Uint8Array(2) [ 2, 254 ] 1 4
// log: true 4
// log: [object ArrayBuffer] [object DataView] [object Uint8Array] object false
// log: Uint8Array(2) [
// log:   0,
// log:   0,
// log:   [BYTES_PER_ELEMENT]: 1,
// log:   [length]: 2,
// log:   [byteLength]: 2,
// log:   [byteOffset]: 0,
// log:   [buffer]: ArrayBuffer { byteLength: 2 }
// log: ]
// log: ArrayBuffer { [Uint8Contents]: <00 00>, byteLength: 2 }
// log: DataView {
// log:   byteLength: 1,
// log:   byteOffset: 0,
// log:   buffer: ArrayBuffer { [Uint8Contents]: <00>, byteLength: 1 }
// log: }
// log: Int16Array(12) [
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   0,
// log:   [BYTES_PER_ELEMENT]: 2,
// log:   [length]: 12,
// log:   [byteLength]: 24,
// log:   [byteOffset]: 0,
// log:   [buffer]: ArrayBuffer { byteLength: 24 }
// log: ]
// log: Uint8Array(3) [
// log:   0,
// log:   0,
// log:   0,
// log:   [BYTES_PER_ELEMENT]: 1,
// log:   [length]: 3,
// log:   [byteLength]: 3,
// log:   [byteOffset]: 2,
// log:   [buffer]: ArrayBuffer { byteLength: 8 }
// log: ]
// How node prints buffers and views, and structuredClone of them: two
// views of one buffer share one cloned buffer.
const b = new ArrayBuffer(4);
const u = new Uint8Array(b), d = new DataView(b, 1, 2);
u.set([1, 2, 254, 255]);
console.log(b, new ArrayBuffer(0));
console.log(u, d);
console.log(new Float64Array([1.5, -0, NaN]), new BigInt64Array([1n, -2n]), new Uint8ClampedArray(2), new Int16Array(0));
const p = new Uint8Array(2); p.foo = 1; console.log(p, { nested: new Int32Array([1, 2]) }, [new Uint16Array(1)]);
console.log(new Uint8Array(30), new ArrayBuffer(120));
console.log(String(new Uint8Array([1, 2])), `${new Float32Array([0.1])}`, new Uint8Array([1, 2]) + "", JSON.stringify({ a: new Uint8Array([3]), b }), JSON.stringify(new Float32Array([0.5])));
const c = structuredClone({ u, d, b, again: u });
c.u[0] = 100;
console.log(c.d.getUint8(0), c.b === c.u.buffer, c.d.buffer === c.b, c.again === c.u, c.b !== b, u[0], c.u, c.d.byteOffset);
const sub = structuredClone(u.subarray(1, 3)); console.log(sub, sub.byteOffset, sub.buffer.byteLength);
const r = structuredClone(new ArrayBuffer(2, { maxByteLength: 4 })); console.log(r.resizable, r.maxByteLength);
console.log(Object.prototype.toString.call(b), Object.prototype.toString.call(d), Object.prototype.toString.call(u), typeof u, Array.isArray(u));
// showHidden (%o) adds a typed array's hidden properties.
console.log("%o", new Uint8Array(2));
console.log("%o", new ArrayBuffer(2));
console.log("%o", new DataView(new ArrayBuffer(1)));
console.log("%o", new Int16Array(12));
console.log("%o", new Uint8Array(new ArrayBuffer(8), 2, 3));
