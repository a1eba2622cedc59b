// log: true true
// log: true true a|b
// log: true x\ny true
// log: false
// log: true
// log: true in method in arrow  true
// log: 2
// log: true static field
// log: true
// A tagged template's strings array is created once per call site: the
// same frozen object at every evaluation of that site, with a frozen raw.
const seen = [];
function tag(strings, ...values) { seen.push(strings); return strings; }
for (let i = 0; i < 3; i++) tag`a${i}b`;
console.log(seen[0] === seen[1], seen[1] === seen[2]);
console.log(Object.isFrozen(seen[0]), Object.isFrozen(seen[0].raw), seen[0].raw.join("|"));
function site() { return tag`x\ny`; }
console.log(site() === site(), site().raw[0], site()[0] === "x\ny");
console.log(tag`a${1}b` === tag`a${1}b`);
const sites = [1, 2].map(() => tag`same`);
console.log(sites[0] === sites[1]);
class Base { t(s) { return s; } }
class K extends Base {
  m() { return super.t`in method`; }
  n() { return (() => super.t`in arrow ${this.v}`)(); }
}
const k = new K();
console.log(k.m() === k.m(), k.m()[0], k.n()[0], k.n() === k.n());
const obj = { f: function (s) { return this === obj && s.length; } };
console.log(obj.f`one${2}three`);
class F { static s = tag`static field`; x = tag`instance field`; }
console.log(new F().x === new F().x, F.s[0]);
function* g() { yield tag`gen`; }
console.log([...g()][0] === [...g()][0]);
