// log: Map(0) {} Set(0) {}
// log: Map(2) { 'a' => 1, 'b' => { c: 2 } }
// log: Set(3) { 'x', 'y', { z: 1 } }
// log: Map(2) { { id: 1 } => [ 'order-1', 'order-2' ], { id: 2 } => [] }
// log: { cache: Map(1) { 'k1' => Map(1) { 'inner' => [Set] } } }
// log: Map(1) { Map(1) { 1 => 2 } => Set(1) { Set(1) { 3 } } }
// log: [ Set(3) { 1, 2, 3 }, Map(1) { null => undefined } ]
// log: Map(8) {
// log:   'key0' => { index: 0, label: 'value number 0' },
// log:   'key1' => { index: 1, label: 'value number 1' },
// log:   'key2' => { index: 2, label: 'value number 2' },
// log:   'key3' => { index: 3, label: 'value number 3' },
// log:   'key4' => { index: 4, label: 'value number 4' },
// log:   'key5' => { index: 5, label: 'value number 5' },
// log:   'key6' => { index: 6, label: 'value number 6' },
// log:   'key7' => { index: 7, label: 'value number 7' }
// log: }
// log: Set(20) {
// log:   'tag0',
// log:   'tag1',
// log:   'tag2',
// log:   'tag3',
// log:   'tag4',
// log:   'tag5',
// log:   'tag6',
// log:   'tag7',
// log:   'tag8',
// log:   'tag9',
// log:   'tag10',
// log:   'tag11',
// log:   'tag12',
// log:   'tag13',
// log:   'tag14',
// log:   'tag15',
// log:   'tag16',
// log:   'tag17',
// log:   'tag18',
// log:   'tag19'
// log: }
// log: { a: { b: { c: [Map], d: [Set] } } }
// log: Map(1) { 'x' => 1, extra: 'prop' }
// log: Map(2) { NaN => -0, Symbol(s) => 1n }
// log: Map(2) { 'fn' => [Function: named], 'arrow' => [Function (anonymous)] }
// Maps and Sets: empty, nested, object keys, inside objects.
console.log(new Map(), new Set());
console.log(new Map([["a", 1], ["b", { c: 2 }]]));
console.log(new Set(["x", "y", { z: 1 }]));
const byUser = new Map();
byUser.set({ id: 1 }, ["order-1", "order-2"]);
byUser.set({ id: 2 }, []);
console.log(byUser);
console.log({ cache: new Map([["k1", new Map([["inner", new Set([1, 2])]])]]) });
console.log(new Map([[new Map([[1, 2]]), new Set([new Set([3])])]]));
console.log([new Set([1, 2, 3]), new Map([[null, undefined]])]);
const big = new Map();
for (let i = 0; i < 8; i++) big.set("key" + i, { index: i, label: "value number " + i });
console.log(big);
const tags = new Set();
for (let i = 0; i < 20; i++) tags.add("tag" + i);
console.log(tags);
console.log({ a: { b: { c: new Map([[1, 1]]), d: new Set([1]) } } });
const m = new Map([["x", 1]]);
m.extra = "prop";
console.log(m);
console.log(new Map([[NaN, -0], [Symbol("s"), 1n]]));
console.log(new Map([["fn", function named() {}], ["arrow", () => 1]]));
