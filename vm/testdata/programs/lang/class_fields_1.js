// log: 1 2 2 static [ 'a', 'b', 'arrow' ]
class C {
  a = 1;
  b = this.a + 1;
  arrow = () => this.b;
  static s = 'static';
}
const c = new C();
console.log(c.a, c.b, c.arrow.call(null), C.s, Object.keys(c));
