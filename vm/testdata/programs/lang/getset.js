// value: 50
// log: 50 5 [ '_v', 'v' ] { _v: 5, v: [Getter/Setter] }
// log: 1 [ 'computed' ] got {"computed":"got"}
// log: { a: 1, inner: { b: 3 } } true
const o = {
  _v: 1,
  get v() { return this._v * 10; },
  set v(x) { this._v = x; },
};
o.v = 5;
console.log(o.v, o._v, Object.keys(o), o);
const d = {};
Object.defineProperty(d, "hidden", { value: 1, enumerable: false });
Object.defineProperty(d, "computed", { get() { return "got"; }, enumerable: true });
console.log(d.hidden, Object.keys(d), d.computed, JSON.stringify(d));
const frozen = Object.freeze({ a: 1, inner: { b: 2 } });
frozen.a = 2; frozen.inner.b = 3; frozen.c = 1;
console.log(frozen, Object.isFrozen(frozen));
return o.v;
