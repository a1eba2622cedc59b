// value: ["TypeError: Cannot read properties of null (reading 'x')","TypeError: Cannot read properties of null (reading 'y')","TypeError: Cannot read properties of null (reading 'w')","TypeError: Cannot set properties of null (setting 'z')","TypeError: Cannot set properties of null (setting 'v')","TypeError: Cannot read properties of null (reading 'm')","TypeError: Cannot read properties of null (reading 'q')","TypeError: Cannot read properties of null (reading 'a')","TypeError: Cannot read properties of null (reading 'x')","found"]
// super.x in a class extending null (or an object with a null prototype)
// reads or writes a property of null: a TypeError like V8's.
const out = [];
const t = (f) => { try { out.push(f()); } catch (e) { out.push(`${e.constructor.name}: ${e.message}`); } };
class C extends null {
  get() { return super.x; }
  getKey() { return super["y"]; }
  getObjKey() { return super[{ toString() { return "w"; } }]; }
  set() { super.z = 1; }
  setKey() { super["v"] = 1; }
  call() { return super.m(); }
  compound() { super.q += 1; }
  arrow() { return (() => super.a)(); }
}
for (const k of ["get", "getKey", "getObjKey", "set", "setKey", "call", "compound", "arrow"]) t(() => C.prototype[k]());
const o = { __proto__: null, read() { return super.x; } };
t(() => o.read());
Object.setPrototypeOf(o, { x: "found" });
t(() => o.read());
return out;
