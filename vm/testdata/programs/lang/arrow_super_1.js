// log: 42 B true true
// log: A.greet 42 via arrow | A.greet other | 42 A.make from B true true
// log: true
// log: true spread
// log: d
// log: true
// log: true true
// log: true
// log: E
// log: true h
// super(), super.x, this and new.target inside arrow functions follow the
// enclosing constructor or method.
class A {
  constructor(x) { this.x = x; this.kind = new.target.name; }
  greet() { return "A.greet " + this.x; }
  static make() { return "A.make"; }
}
class B extends A {
  constructor(x) {
    const init = () => super(x * 2);
    const nt = () => new.target;
    init();
    console.log(this.x, this.kind, nt() === B, (() => () => new.target)()() === B);
  }
  greet() {
    const f = () => super.greet() + " via arrow";
    const g = () => super["greet"].call({ x: "other" });
    const h = () => this.x;
    return [f(), g(), h()].join(" | ");
  }
  static make() { return (() => super.make() + " from B")(); }
}
const b = new B(21);
console.log(b.greet(), B.make(), b instanceof B, b instanceof A);

class C extends A {
  constructor(early) {
    const f = () => this;
    if (early) {
      try { f(); } catch (e) { console.log(e instanceof ReferenceError); }
    }
    ((...args) => super(...args))("spread");
    console.log(f() === this, this.x);
  }
}
new C(true);

class D extends A {
  constructor(skip) {
    if (!skip) (() => super("d"))();
  }
}
console.log(new D(false).x);
try { new D(true); } catch (e) { console.log(e instanceof ReferenceError); }

function plain() { return (() => new.target)(); }
console.log(plain() === undefined, new plain() !== undefined);
class E extends A {
  constructor() { const f = () => { super("e"); return this; }; const r = f(); console.log(r === this); return; }
}
console.log(new E().kind);
class H extends A {
  constructor() {
    const f = () => super("h");
    f();
    try { f(); } catch (e) { console.log(e instanceof ReferenceError, this.x); }
  }
}
new H();
