// log: 20 [ '_v', 'v' ] {"_v":20,"v":20}
const o = { _v: 1, get v() { return this._v; }, set v(x) { this._v = x * 10; } };
o.v = 2;
console.log(o.v, Object.keys(o), JSON.stringify(o));
