// log: A(5) 10 function
class A {
  constructor(x) { this.x = x; }
  get double() { return this.x * 2; }
  set double(v) { this.x = v / 2; }
  static create() { return new A(7); }
  toString() { return `A(${this.x})`; }
}
const a = A.create();
a.double = 10;
console.log(String(a), a.double, typeof A);
