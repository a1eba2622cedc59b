// log: B.m:1 1 true
// log: undefined
// log: proto hi 3
// log: B.m:2
// log: function undefined
// log: true
// log: undefined undefined undefined function
// log: block undefined
// log: undefined undefined
// Arrows in class fields, object methods and nested arrows: super.x, this and
// new.target come from the enclosing function (new.target in a field
// initializer is undefined).
class B { m() { return "B.m:" + this.v; } }
class D extends B {
  v = 1;
  f = () => super.m();
  g = () => this.v;
  static s = () => super.toString === Function.prototype.toString;
}
const d = new D();
console.log(d.f(), d.g(), D.s());
class E extends B {
  constructor() { super(); this.v = 2; }
  h = () => new.target;
}
console.log(new E().h());
const o = { __proto__: { hi() { return "proto hi " + this.n; } }, n: 3, m() { return (() => super.hi())(); } };
console.log(o.m());
class F extends B {
  constructor() {
    const arr = [1, 2].map(x => x);
    super();
    this.v = arr.length;
    console.log((() => super.m())());
  }
}
new F();
function outer() { return (() => (() => new.target)())(); }
console.log(typeof new outer(), outer());
class G extends B { constructor(a = () => this) { super(); console.log(a() === this); } }
new G();
class J { a = new.target; b = () => new.target; c = function () { return new.target; }; }
const j = new J();
console.log(j.a, j.b(), j.c(), typeof new j.c());
class S { static a = new.target; static b = (() => new.target)(); static { console.log("block", new.target); } }
console.log(S.a, S.b);
