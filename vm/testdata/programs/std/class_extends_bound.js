// node: skip (node 20's default constructor still iterates its arguments; this is node 24's output)
// log: 15 true true
// log: TypeError
// log: 2 0
// log: trap 1,2 true
// log: 1 3 true true
// log: 9
// A derived class's default constructor passes its arguments on without
// iterating them (Array.prototype[Symbol.iterator] is not called); a bound
// constructor can be extended, a bound arrow cannot.
function P(a, b) { this.sum = a + b; }
const BP = P.bind(null, 10);
BP.prototype = P.prototype;
class K extends BP { constructor(x) { super(x); } }
const k = new K(5);
console.log(k.sum, k instanceof K, Object.getPrototypeOf(k) === K.prototype);
const arrowB = (() => {}).bind();
arrowB.prototype = {};
try { class Z extends arrowB {} } catch (e) { console.log(e.constructor.name); }
const saved = Array.prototype[Symbol.iterator];
Array.prototype[Symbol.iterator] = function () { throw new Error("@@iterator invoked"); };
class Base { constructor(...v) { this.value = v.length; } }
class Derived extends Base {}
console.log(new Derived(5, 6).value, new Derived().value);
Array.prototype[Symbol.iterator] = saved;
// A class can extend a proxy of a constructor; super() goes through its construct trap.
class PB { constructor(x) { this.x = x; } }
const PP = new Proxy(PB, { construct(t, args, nt) { console.log("trap", args.join(), nt === PD); return Reflect.construct(t, args, nt); } });
class PD extends PP { constructor() { super(1, 2); this.y = 3; } }
const pd = new PD(); console.log(pd.x, pd.y, pd instanceof PD, pd instanceof PB);
class PD2 extends new Proxy(PB, {}) {}
console.log(new PD2(9).x);
