// log: ok true length,prototype
// log: RangeError: Invalid array buffer length length
// log: ok 3 prototype
// log: ok undefined source,prototype
// log: TypeError: Cannot perform DataView constructor on a detached ArrayBuffer prototype
// log: RangeError: Invalid DataView length undefined prototype
// log: ok true
// log: 7 true true true
// The ArrayBuffer, DataView and typed array constructors read
// new.target.prototype where the specification does: after converting a
// length, before reading an object argument, and a DataView checks its
// buffer again after it.
const t = (f) => { try { return "ok " + String(f()); } catch (e) { return e.constructor.name + ": " + e.message; } };
const log = [];
// A bound function has no prototype of its own: a getter can be one.
const nt = (proto, effect) => {
  const NT = function () {}.bind();
  Object.defineProperty(NT, "prototype", { get() { log.push("prototype"); if (effect) effect(); return proto; } });
  return NT;
};
const len = (n) => ({ valueOf() { log.push("length"); return n; } });
console.log(t(() => Reflect.construct(ArrayBuffer, [len(2)], nt(Array.prototype)) instanceof Array), log.splice(0).join());
console.log(t(() => Reflect.construct(ArrayBuffer, [len(-1)], nt(null))), log.splice(0).join());
console.log(t(() => Reflect.construct(Uint8Array, [3], nt(Int16Array.prototype)).length), log.splice(0).join());
console.log(t(() => Reflect.construct(Uint8Array, [{ get length() { log.push("source"); return 1; } }], nt(Object.prototype)).length), log.splice(0).join());
const buf = new ArrayBuffer(8);
console.log(t(() => Reflect.construct(DataView, [buf, 1], nt(DataView.prototype, () => structuredClone(buf, { transfer: [buf] })))), log.splice(0).join());
const rab = new ArrayBuffer(8, { maxByteLength: 8 });
console.log(t(() => Reflect.construct(DataView, [rab, 2, 4], nt(DataView.prototype, () => rab.resize(4)))), log.splice(0).join());
console.log(t(() => Object.getPrototypeOf(Reflect.construct(DataView, [new ArrayBuffer(1)], nt(undefined))) === DataView.prototype));
class Bytes extends Uint8Array { get first() { return this[0]; } }
class View extends DataView {}
class Buf extends ArrayBuffer {}
console.log(new Bytes([7]).first, new View(new Buf(2)) instanceof View, new View(new Buf(2)).buffer instanceof Buf, Object.getPrototypeOf(Bytes) === Uint8Array);
