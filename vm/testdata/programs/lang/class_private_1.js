// log: true false 1 2 101
// log: 5
// log: TypeError Cannot read private member #x from an object whose class did not declare it
// log: TypeError Cannot write private member #x to an object whose class did not declare it
// log: TypeError Receiver must be an instance of class P
// log: TypeError Cannot use 'in' operator to search for '#x' in 1
// log: 1 2 2
class P {
  #x = 1;
  #m() { return this.#x * 2; }
  get #g() { return this.#x + 100; }
  static has(o) { return #x in o; }
  static read(o) { return o.#x; }
  static call(o) { return o.#m(); }
  static getg(o) { return o.#g; }
  static write(o) { o.#x = 5; }
}
const p = new P();
console.log(P.has(p), P.has({}), P.read(p), P.call(p), P.getg(p));
P.write(p);
console.log(P.read(p));
for (const f of [() => P.read({}), () => P.write({}), () => P.call(Object.create(P.prototype)), () => P.has(1)]) {
  try { f(); } catch (e) { console.log(e.constructor.name, e.message); }
}
class Q extends P { #y = 2; static y(o) { return o.#y; } }
const q = new Q();
console.log(P.read(q), Q.y(q), P.call(q));
