// log: m false false
// log: get false false
// log: set false false
// log: am false false
// log: gm true true
// log: agm true true
// log: f true true
// log: cm false false
// log: cs false false
// log: cg true true
// log: arrow false false
// log: af false false
// log: gf true true
// log: C true true
// log: TypeError o.m is not a constructor
// log: undefined [ 'length', 'name' ]
// Methods, getters, setters, arrows and async functions have no own "prototype"; functions, classes and generators do.
const o = { m() {}, get g() { return 1 }, set g(v) {}, async am() {}, *gm() {}, async *agm() {}, f: function () {} }
class C { m() {} static s() {} get x() { return 1 } *g() {} }
const arrow = () => 1, af = async function () {}, gf = function* () {}
const d = Object.getOwnPropertyDescriptor(o, "g")
const fns = { m: o.m, get: d.get, set: d.set, am: o.am, gm: o.gm, agm: o.agm, f: o.f, cm: C.prototype.m, cs: C.s, cg: C.prototype.g, arrow, af, gf, C }
for (const [k, f] of Object.entries(fns)) console.log(k, Object.hasOwn(f, "prototype"), Object.getOwnPropertyNames(f).includes("prototype"))
try { new o.m() } catch (e) { console.log(e.constructor.name, e.message) }
console.log(o.m.prototype, Object.getOwnPropertyNames(o.m))
