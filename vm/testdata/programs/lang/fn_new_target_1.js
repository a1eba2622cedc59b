// log: true false
// log: A
// log: B
function F() { return new.target === F; }
console.log(new F() instanceof F, F());
class A { constructor() { console.log(new.target.name); } }
class B extends A {}
new A(); new B();
