// log: [ 'k1', 'k2' ] 1 2 static method
// log: [ 'k1', 'k2' ] 4
let i = 0;
const k = () => 'k' + (++i);
class C {
  [k()] = 1;
  [k()] = this.k1 + 1;
  static [k()] = 'static';
  [k()]() { return 'method'; }
}
const c = new C();
console.log(Object.keys(c), c.k1, c.k2, C.k3, c.k4());
const c2 = new C();
console.log(Object.keys(c2), i);
