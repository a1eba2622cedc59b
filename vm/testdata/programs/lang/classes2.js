// value: [12,0]
// log: 12 1 Account { owner: 'ann' } {"owner":"ann"} [ 'owner' ] true false
// log: RangeError amount must be positive
// log: 0 32 [ 'constructor', 'f' ]
// log: [ 'Circle with area 3.14', 'Square with area 4.00' ]
class Account {
  #balance = 0;
  static #count = 0;
  constructor(owner) { this.owner = owner; Account.#count++; }
  deposit(n) { this.#check(n); this.#balance += n; return this; }
  #check(n) { if (n <= 0) throw new RangeError("amount must be positive"); }
  get balance() { return this.#balance; }
  static get count() { return Account.#count; }
  has(o) { return #balance in o; }
}
const a = new Account("ann").deposit(5).deposit(7);
console.log(a.balance, Account.count, a, JSON.stringify(a), Object.keys(a), a.has(a), a.has({}));
try { a.deposit(-1); } catch (e) { console.log(e.name, e.message); }
class Temp {
  static from(c) { const t = new Temp(); t.c = c; return t; }
  get f() { return this.c * 9 / 5 + 32; }
  set f(v) { this.c = (v - 32) * 5 / 9; }
}
const t = Temp.from(100);
t.f = 32;
console.log(t.c, t.f, Object.getOwnPropertyNames(Temp.prototype));
class Shape { area() { return 0; } describe() { return `${this.constructor.name} with area ${this.area().toFixed(2)}`; } }
class Circle extends Shape { constructor(r) { super(); this.r = r; } area() { return Math.PI * this.r ** 2; } }
class Square extends Shape { constructor(s) { super(); this.s = s; } area() { return this.s ** 2; } }
console.log([new Circle(1), new Square(2)].map((s) => s.describe()));
class Stack extends Array {}
return [a.balance, t.c];
