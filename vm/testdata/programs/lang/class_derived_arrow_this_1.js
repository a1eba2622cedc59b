// log: true
// log: 2
// log: ReferenceError
// log: ReferenceError: Must call super constructor in derived class before accessing 'this' or returning from derived constructor
// log: 1
// log: { custom: true }
class A { constructor() { this.x = 1; } }
class B extends A {
  constructor() {
    const early = () => this;
    super();
    this.f = () => this.x + 1;
    console.log(early() === this);
  }
}
const b = new B();
console.log(b.f());
class C extends A { constructor() { try { this.y = 1; } catch (e) { console.log(e.name); } super(); } }
new C();
class D extends A { constructor() { return; } }
try { new D(); } catch (e) { console.log(e.name + ': ' + e.message); }
class E extends A { constructor() { super(); return undefined; } }
console.log(new E().x);
class F extends A { constructor() { return { custom: true }; } }
console.log(new F());
