// value: {"t":37.77777777777778,"total":20}
// log: 39 35.1 {"items":[{"price":9.5,"qty":2},{"price":20,"qty":1}],"discount":0.1,"subtotal":39,"total":35.1}
// log: 19.5 undefined true items,discount,subtotal,total,coupon
// log: 39 40 undefined
// log: 20 {"value":20,"writable":true,"enumerable":true,"configurable":true}
// log: 1,4,9 1,4,9 1 {"value":[1,4,9],"writable":false,"enumerable":true,"configurable":true}
// log: 0 {"n":0}
// log: 3 n
// log: 1
// log: TypeError Cannot set property v of #<Object> which has only a getter
// log: 37.778 100 {"c":37.8} 0 {}
// log: getter failed
// log: spread: getter failed
// log: a,A|b,B
// Objects with getters/setters in agent code: computed fields, JSON.stringify, spread, assign, defineProperty.
const cart = {
  items: [{ price: 9.5, qty: 2 }, { price: 20, qty: 1 }],
  discount: 0.1,
  get subtotal() { return this.items.reduce((s, i) => s + i.price * i.qty, 0); },
  get total() { return +(this.subtotal * (1 - this.discount)).toFixed(2); },
  set coupon(code) { this.discount = code === "HALF" ? 0.5 : 0; },
};
console.log(cart.subtotal, cart.total, JSON.stringify(cart));
cart.coupon = "HALF";
console.log(cart.total, cart.coupon, "coupon" in cart, Object.keys(cart).join(","));
const snapshot = { ...cart };
cart.items.push({ price: 1, qty: 1 });
console.log(snapshot.subtotal, cart.subtotal, typeof Object.getOwnPropertyDescriptor(snapshot, "total").get);
const assigned = Object.assign({}, cart);
console.log(assigned.total, JSON.stringify(Object.getOwnPropertyDescriptor(assigned, "total")));
let reads = 0;
const lazy = {
  get expensive() {
    reads++;
    const value = [1, 2, 3].map((x) => x * x);
    Object.defineProperty(this, "expensive", { value, enumerable: true });
    return value;
  },
};
console.log(lazy.expensive.join(), lazy.expensive.join(), reads, JSON.stringify(Object.getOwnPropertyDescriptor(lazy, "expensive")));
const counter = Object.defineProperties({}, {
  _n: { value: 0, writable: true },
  n: { get() { return this._n; }, set(v) { this._n = Math.max(0, v); }, enumerable: true },
});
counter.n = -5;
console.log(counter.n, JSON.stringify(counter));
counter.n += 3;
console.log(counter.n, Object.keys(counter).join());
const onlyGetter = { get v() { return 1; } };
onlyGetter.v = 2;
console.log(onlyGetter.v);
(function () {
  "use strict";
  try { onlyGetter.v = 2; } catch (e) { console.log(e.name, e.message); }
})();
class Temperature {
  #c = 0;
  static fromF(f) { const t = new Temperature(); t.fahrenheit = f; return t; }
  get celsius() { return this.#c; }
  set celsius(v) { this.#c = v; }
  get fahrenheit() { return this.#c * 9 / 5 + 32; }
  set fahrenheit(f) { this.#c = (f - 32) * 5 / 9; }
  toJSON() { return { c: +this.celsius.toFixed(1) }; }
}
const t = Temperature.fromF(100);
console.log(t.celsius.toFixed(3), t.fahrenheit, JSON.stringify(t), Object.keys(t).length, JSON.stringify({ ...t }));
const throwing = { ok: 1, get bad() { throw new Error("getter failed"); } };
try { JSON.stringify(throwing); } catch (e) { console.log(e.message); }
try { ({ ...throwing }); } catch (e) { console.log("spread:", e.message); }
console.log(Object.entries({ get a() { return "A"; }, b: "B" }).join("|"));
return { total: cart.total, t: t.celsius };
