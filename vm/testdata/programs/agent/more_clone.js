// value: {"ok":true,"tags":["a","b"]}
// log: true true true 2024-03-05T10:20:30.000Z
// log: Set(2) { 'a', 'b' } Map(2) { 'k1' => { n: 1 }, 'k2' => [ 1, 2 ] } true
// log: { list: [ 1, { deep: true }, null, undefined ] } true
// log: 12345678901234567890n object true
// log: [
// log:   'createdAt', 'tags',
// log:   'index',     'nested',
// log:   'big',       'boxed',
// log:   'neg0',      'self'
// log: ]
// log: [ 1, [ 2, 3 ] ] true
// log: [ 1, <1 empty item>, 3 ] false
// log: { x: 3, y: 4 } false undefined true
// log: { now: 'computed', plain: 1 }
// log: DataCloneError true () => 1 could not be cloned.
// log: DataCloneError true Symbol(s) could not be cloned.
// log: DataCloneError true function () {} could not be cloned.
// log: DataCloneError true #<WeakMap> could not be cloned.
// log: true RangeError out of range why
// log: true true
// log: undefined null s NaN
// log: self true
// log: Invalid Date true
// log: false [ 1, 2 ] [ 1 ]
// log: 0 { visible: 2 }
// log: { a: 1 }
// log: hi changed 0
// structuredClone of agent state: dates, maps, sets, cycles, typed arrays and errors.
const state = {
  createdAt: new Date("2024-03-05T10:20:30.000Z"),
  tags: new Set(["a", "b"]),
  index: new Map([["k1", { n: 1 }], ["k2", [1, 2]]]),
  nested: { list: [1, { deep: true }, null, undefined] },
  big: 12345678901234567890n,
  boxed: new Number(5),
  neg0: -0,
};
state.self = state;
const copy = structuredClone(state);
console.log(copy !== state, copy.self === copy, copy.createdAt instanceof Date, copy.createdAt.toISOString());
console.log(copy.tags, copy.index, copy.index.get("k1") !== state.index.get("k1"));
console.log(copy.nested, copy.nested.list !== state.nested.list);
console.log(copy.big, typeof copy.boxed, Object.is(copy.neg0, -0));
console.log(Object.keys(copy));
const arrCopy = structuredClone([1, [2, 3]]);
console.log(arrCopy, Array.isArray(arrCopy[1]));
const sparse = structuredClone([1, , 3]);
console.log(sparse, 1 in sparse);
class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  get len() { return Math.hypot(this.x, this.y); }
}
const p = structuredClone(new Point(3, 4));
console.log(p, p instanceof Point, p.len, Object.getPrototypeOf(p) === Object.prototype);
const withAccessor = { get now() { return "computed"; }, plain: 1 };
console.log(structuredClone(withAccessor));
for (const bad of [() => 1, Symbol("s"), { f: function () {} }, new WeakMap()]) {
  try {
    structuredClone(bad);
    console.log("cloned", typeof bad);
  } catch (e) {
    console.log(e.name, e instanceof Error, e.message);
  }
}
const err = new RangeError("out of range", { cause: "why" });
const ec = structuredClone(err);
console.log(ec instanceof RangeError, ec.name, ec.message, ec.cause);
const shared = { v: 1 };
const twice = structuredClone({ a: shared, b: shared });
console.log(twice.a === twice.b, twice.a !== shared);
console.log(structuredClone(undefined), structuredClone(null), structuredClone("s"), structuredClone(NaN));
const m = new Map();
m.set(m, "self");
const mc = structuredClone(m);
console.log(mc.get([...mc.keys()][0]), [...mc.keys()][0] === mc);
const d = structuredClone({ when: new Date(NaN) });
console.log(String(d.when), isNaN(d.when));
const frozen = Object.freeze({ x: [1] });
const fc = structuredClone(frozen);
fc.x.push(2);
console.log(Object.isFrozen(fc), fc.x, frozen.x);
const sym = Symbol("hidden");
const withSym = { [sym]: 1, visible: 2 };
console.log(Object.getOwnPropertySymbols(structuredClone(withSym)).length, structuredClone(withSym));
const nonEnum = Object.defineProperty({ a: 1 }, "b", { value: 2, enumerable: false });
console.log(structuredClone(nonEnum));
const history = [{ role: "user", content: "hi", at: new Date(0) }];
const snap = structuredClone(history);
snap[0].content = "changed";
console.log(history[0].content, snap[0].content, snap[0].at.getTime());
return { ok: copy.self === copy, tags: [...copy.tags] };
