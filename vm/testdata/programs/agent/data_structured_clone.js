// value: {"id":7,"index":{},"nested":{"list":[1,{"deep":[true,null,"changed"]}]},"tags":{},"when":"2024-05-17T08:30:00.000Z"}
// log: true true true
// log: true 2024-05-17T08:30:00.000Z true
// log: true x,y 2 true
// log: true undefined
// log: [1,{"deep":[true,null]}] [1,{"deep":[true,null,"changed"]}]
// log: true
// log: true true true
// log: DataCloneError true true
// log: DataCloneError true true
// log: DataCloneError true true
// log: false 3 undefined true
// log: {"value":42,"writable":true,"enumerable":true,"configurable":true}
// log: 3 false [1,null,3]
// log: true RangeError bad range
// log: [ 1, 's', null, undefined, -0 ] true
// log: object true 6
// structuredClone of tool results: nested data, Map/Set/Date/RegExp, shared and cyclic references, errors.
const original = {
  id: 7,
  when: new Date(Date.UTC(2024, 4, 17, 8, 30)),
  tags: new Set(["x", "y"]),
  index: new Map([["a", { n: 1 }], ["b", { n: 2 }]]),
  nested: { list: [1, { deep: [true, null] }] },
  missing: undefined,
};
const copy = structuredClone(original);
console.log(copy !== original, copy.nested !== original.nested, copy.nested.list[1] !== original.nested.list[1]);
console.log(copy.when instanceof Date, copy.when.toISOString(), copy.when !== original.when);
console.log(copy.tags instanceof Set, [...copy.tags].join(","), copy.index.get("b").n, copy.index.get("a") !== original.index.get("a"));
console.log("missing" in copy, copy.missing);
copy.nested.list[1].deep.push("changed");
console.log(JSON.stringify(original.nested.list), JSON.stringify(copy.nested.list));
const shared = { v: 1 };
const withShared = structuredClone({ a: shared, b: shared });
console.log(withShared.a === withShared.b);
const cyc = { name: "loop" };
cyc.self = cyc;
cyc.arr = [cyc];
const cycCopy = structuredClone(cyc);
console.log(cycCopy.self === cycCopy, cycCopy.arr[0] === cycCopy, cycCopy !== cyc);
for (const bad of [() => 1, { f() {} }, Symbol("s")]) {
  try {
    structuredClone(bad);
  } catch (e) {
    console.log(e.name, e instanceof Error, e.message.length > 0);
  }
}
class Point { constructor(x) { this.x = x; } get double() { return this.x * 2; } }
const pc = structuredClone(new Point(3));
console.log(pc instanceof Point, pc.x, pc.double, Object.getPrototypeOf(pc) === Object.prototype);
const getterObj = { get g() { return 42; } };
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(structuredClone(getterObj), "g")));
const arr = [1, , 3];
const arrCopy = structuredClone(arr);
console.log(arrCopy.length, 1 in arrCopy, JSON.stringify(arrCopy));
const err = structuredClone(new RangeError("bad range"));
console.log(err instanceof RangeError, err.name, err.message);
const prim = [structuredClone(1), structuredClone("s"), structuredClone(null), structuredClone(undefined), structuredClone(-0)];
console.log(prim, Object.is(prim[4], -0));
const wrapped = structuredClone(Object(5));
console.log(typeof wrapped, wrapped instanceof Number, wrapped + 1);
return JSON.parse(JSON.stringify(copy));
