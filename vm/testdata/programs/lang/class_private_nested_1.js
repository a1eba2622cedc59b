// log: outer inner
// log: Cannot read private member #x from an object whose class did not declare it
class Outer {
  #x = 'outer';
  static inner() {
    return class Inner { #x = 'inner'; static read(o) { return o.#x; } };
  }
  static read(o) { return o.#x; }
}
const Inner = Outer.inner();
console.log(Outer.read(new Outer()), Inner.read(new Inner()));
try { Inner.read(new Outer()); } catch (e) { console.log(e.message); }
