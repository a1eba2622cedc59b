// value: {"c":2,"p":"(4, 6)"}
// log: 1
// log: TypeError Cannot read private member #count from an object whose class did not declare it
// log: TypeError Cannot read private member #x from an object whose class did not declare it
// log: TypeError Cannot write private member #x to an object whose class did not declare it
// log: TypeError Receiver must be an instance of class WithPriv
// log: TypeError Cannot use 'in' operator to search for '#x' in 1
// log: TypeError '#g' was defined without a setter
// log: TypeError Private method '#meth' is not writable
// log: TypeError '#s' was defined without a getter
// log: call true true
// log: true true
// log: 7 hint:string hint:default 7 true hint:string
// log: { a: 1 } 2 [ 'a' ] {"a":1}
// log: (4, 6) true Point { x: 4, y: 6 } (4, 6) (4, 6) {"x":4,"y":6}
// log: Tagged { visible: 1, [Symbol(meta)]: 'hidden' } [ 'visible' ] hidden {"visible":1}
// log: +1*2+3
// log: [ 'a', 'length', 'm', 'name', 'prototype' ]
// log: 2
// log: Inner Inner
// log: anon
// log: a2
// log: lateName
// log: lateName
// log: f 
// Private member brand checks and messages, static private inheritance, toPrimitive, names of anonymous classes and functions.
class Base { static #count = 0; static inc() { return ++this.#count; } }
class Sub extends Base {}
console.log(Base.inc());
try { Sub.inc(); } catch (e) { console.log(e.constructor.name, e.message); }
class WithPriv { #x = 1; static read(o) { return o.#x; } static write(o) { o.#x = 2; } static call(o) { return o.#m(); } #m() { return "m"; } static has(o) { return #x in o; } }
for (const f of [() => WithPriv.read({}), () => WithPriv.write({}), () => WithPriv.call({}), () => WithPriv.has(1)]) { try { console.log(f()); } catch (e) { console.log(e.constructor.name, e.message); } }
class RO { get #g() { return 1; } static w(o) { o.#g = 5; } static m(o) { o.#meth = 1; } #meth() {} }
try { RO.w(new RO()); } catch (e) { console.log(e.constructor.name, e.message); }
try { RO.m(new RO()); } catch (e) { console.log(e.constructor.name, e.message); }
class WO { set #s(v) {} static r(o) { return o.#s; } }
try { WO.r(new WO()); } catch (e) { console.log(e.constructor.name, e.message); }
function F() { return new.target ? "new" : "call"; } console.log(F(), new F() instanceof F, Reflect.construct(F, []) instanceof F);
const BoundF = F.bind(null); console.log(new BoundF() instanceof F, new BoundF() instanceof BoundF);
const prim = { [Symbol.toPrimitive](hint) { return hint === "number" ? 7 : `hint:${hint}`; } };
console.log(+prim, `${prim}`, prim + "", prim * 1, prim == "hint:default", [prim] + "");
const dp = Object.defineProperties({}, { a: { value: 1, enumerable: true }, b: { get() { return this.a + 1; }, enumerable: false } });
console.log(dp, dp.b, Object.keys(dp), JSON.stringify(dp));
class Point { constructor(x, y) { this.x = x; this.y = y; } static from({ x, y }) { return new Point(x, y); } plus(p) { return new Point(this.x + p.x, this.y + p.y); } equals(p) { return p instanceof Point && p.x === this.x && p.y === this.y; } toString() { return `(${this.x}, ${this.y})`; } }
const p = Point.from({ x: 1, y: 2 }).plus(new Point(3, 4)); console.log(`${p}`, p.equals(new Point(4, 6)), p, [p, p].join(" "), JSON.stringify(p));
const sym = Symbol("meta"); class Tagged { [sym] = "hidden"; visible = 1; } const tg = new Tagged(); console.log(tg, Object.keys(tg), tg[sym], JSON.stringify(tg));
class Chain { constructor() { this.ops = []; } add(n) { this.ops.push(`+${n}`); return this; } mul(n) { this.ops.push(`*${n}`); return this; } get result() { return this.ops.join(""); } }
console.log(new Chain().add(1).mul(2).add(3).result);
console.log(Object.getOwnPropertyNames(class { static a = 1; static m() {} }).sort());
class Counter2 { count = 0; increment = () => { this.count++; return this; }; } const c = new Counter2(); const { increment } = c; increment(); increment(); console.log(c.count);
const objWithClass = { Inner: class {} }; console.log(objWithClass.Inner.name, new objWithClass.Inner().constructor.name);
const anon = class {}; console.log(anon.name); const { a2 = class {} } = {}; console.log(a2.name);
let lateName; lateName = class {}; console.log(lateName.name); lateName = function () {}; console.log(lateName.name);
const arrowObj = { f: () => {} }; arrowObj.g = () => {}; console.log(arrowObj.f.name, arrowObj.g.name);
return { c: c.count, p: String(p) };
