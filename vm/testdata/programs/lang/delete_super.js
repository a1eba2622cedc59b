// value: [["ReferenceError: Unsupported reference to 'super'","ReferenceError: Unsupported reference to 'super'","base ran","ReferenceError: Unsupported reference to 'super'","ReferenceError: Unsupported reference to 'super'"],1]
// delete super.x and delete super[k] throw a ReferenceError; the key is
// evaluated but not converted; like V8, this need not be bound.
const out = [];
const t = (f) => { try { f(); out.push("no throw"); } catch (e) { out.push(e.constructor.name + ": " + e.message); } };
class X { method() { return this; } }
class Y extends X { method() { delete super.method; } }
t(() => new Y().method());
let evaluated = 0;
const key = { toString() { throw new Error("converted"); } };
const o = { m() { delete super[(evaluated++, key)]; } };
t(() => o.m());
class Base { constructor() { out.push("base ran"); } }
class Derived extends Base { constructor() { delete super[(super(), 0)]; } }
t(() => new Derived());
class Late extends Base { constructor() { delete super.x; } }
t(() => new Late());
return [out, evaluated];
