// log: dot true false
// log: A.m B B
// log: elem true false
// log: A.m B B
// super.x and super[k] in a derived constructor read this first: before
// super() they throw a ReferenceError (and super[k] does not evaluate k).
class A { m() { return "A.m"; } get g() { return this.tag; } }
class B extends A {
  constructor(which) {
    let evaluated = false;
    try {
      if (which === "dot") super.m();
      else super[(evaluated = true, "m")]();
    } catch (e) { console.log(which, e instanceof ReferenceError, evaluated); }
    super();
    this.tag = "B";
    console.log(super.m(), super.g, super["g"]);
  }
}
new B("dot");
new B("elem");
