// log: [ 'x', 'block 1' ] 1 2 20 f 5
// log: super 1 B
const log = [];
class A {
  static x = (log.push('x'), 1);
  static { log.push('block ' + this.x); this.y = this.x + 1; }
  static z = this.y * 10;
  static f = function () {};
  static ['comp' + 1] = 5;
}
console.log(log, A.x, A.y, A.z, A.f.name, A.comp1);
class B extends A {
  static { console.log('super', super.x, this.name); }
}
