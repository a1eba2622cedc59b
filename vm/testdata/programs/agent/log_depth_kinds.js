// log: { l1: { l2: { l3: [Object] } } }
// log: {
// log:   l1: {
// log:     l2: {
// log:       obj: [Object],
// log:       emptyObj: {},
// log:       arr: [Array],
// log:       emptyArr: [],
// log:       item: [Item],
// log:       emptyItem: EmptyItem {},
// log:       map: [Map],
// log:       emptyMap: Map(0) {},
// log:       set: [Set],
// log:       emptySet: Set(0) {},
// log:       fn: [Function: plain],
// log:       fnWithProps: [Function],
// log:       cls: [class Inner],
// log:       date: 1970-01-01T00:00:00.000Z,
// log:       re: /x/g,
// log:       num: [Number: 1],
// log:       str: [String: 's'],
// log:       nullProto: [Object: null prototype],
// log:       emptyNullProto: [Object: null prototype] {},
// log:       tagged: [Object [Tagged]],
// log:       promise: [Promise],
// log:       sym: Symbol(deep),
// log:       big: 5n
// log:     }
// log:   }
// log: }
// log: [ [ [ [Array] ] ] ]
// What each kind of value looks like past the depth limit.
class Item { constructor() { this.k = 1; } }
class EmptyItem {}
const fnWithProps = Object.assign(function helper() {}, { version: 2 });
const tagged = { a: 1 };
Object.defineProperty(tagged, Symbol.toStringTag, { value: "Tagged" });
const values = {
  obj: { k: 1 },
  emptyObj: {},
  arr: [1],
  emptyArr: [],
  item: new Item(),
  emptyItem: new EmptyItem(),
  map: new Map([[1, 2]]),
  emptyMap: new Map(),
  set: new Set([1]),
  emptySet: new Set(),
  fn: function plain() {},
  fnWithProps,
  cls: class Inner {},
  date: new Date(0),
  re: /x/g,
  num: new Number(1),
  str: new String("s"),
  nullProto: Object.assign(Object.create(null), { k: 1 }),
  emptyNullProto: Object.create(null),
  tagged,
  promise: Promise.resolve(1),
  sym: Symbol("deep"),
  big: 5n,
};
console.log({ l1: { l2: { l3: values } } });
console.log({ l1: { l2: values } });
console.log([[[[values.map, values.set, values.arr, values.item]]]]);
