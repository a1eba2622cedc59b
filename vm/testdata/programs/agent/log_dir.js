// log: { a: { b: { c: [Object] } }, list: [ 1, 2, 3 ] }
// log: { a: [Object], list: [Array] }
// log: {
// log:   a: {
// log:     b: { c: { d: { e: 1 } } }
// log:   },
// log:   list: [ 1, 2, 3 ]
// log: }
// log: {
// log:   a: {
// log:     b: { c: { d: { e: 1 } } }
// log:   },
// log:   list: [ 1, 2, 3 ]
// log: }
// log: { a: { b: [Object] }, list: [ 1, 2, 3 ] }
// log: 'a string'
// log: 'multi\nline string that is long enough to be split over two lines here'
// log: [ 1, 2, 3, [length]: 3 ]
// log: [ 0, 1, 2, ... 7 more items ]
// log: [ ... 10 more items ]
// log: Set(10) { 0, 1, ... 8 more items }
// log: { s: 'xxxxxxxxxx'... 20 more characters }
// log: {
// log:   a: 1,
// log:   b: 2,
// log:   c: 3
// log: }
// log: { id: 1, name: 'a fairly long name value', tags: [ 'one', 'two', 'three' ], nested: { ok: true } }
// log: null
// log: undefined
// log: Map(1) { 'k' => { deep: { deeper: [Object] } } }
// node: skip (node writes console.dir straight to stdout, which the differential harness does not capture; the expected lines are node 20's real stdout)
const result = { a: { b: { c: { d: { e: 1 } } } }, list: [1, 2, 3] };
console.dir(result);
console.dir(result, { depth: 0 });
console.dir(result, { depth: null });
console.dir(result, { depth: Infinity });
console.dir(result, { depth: 1 });
console.dir("a string");
console.dir("multi\nline string that is long enough to be split over two lines here");
console.dir([1, 2, 3], { showHidden: true });
const big = [];
for (let i = 0; i < 10; i++) big.push(i);
console.dir(big, { maxArrayLength: 3 });
console.dir(big, { maxArrayLength: 0 });
console.dir(new Set(big), { maxArrayLength: 2 });
console.dir({ s: "x".repeat(30) }, { maxStringLength: 10 });
console.dir({ a: 1, b: 2, c: 3 }, { breakLength: 10 });
console.dir({ id: 1, name: "a fairly long name value", tags: ["one", "two", "three"], nested: { ok: true } }, { breakLength: Infinity });
console.dir(null);
console.dir(undefined, { depth: 5 });
console.dir(new Map([["k", { deep: { deeper: { deepest: 1 } } }]]), { depth: 2 });
