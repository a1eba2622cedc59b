// log: {
// log:   items: [ { id: 1, tags: [Array], attrs: [Object] } ],
// log:   total: 1,
// log:   next: null
// log: }
// log: {"items":[{"id":1,"tags":["a","b"],"attrs":{"size":{"w":1,"h":2}}}],"total":1,"next":null}
// log: {
// log:   "items": [
// log:     {
// log:       "id": 1,
// log:       "tags": [
// log:         "a",
// log:         "b"
// log:       ],
// log:       "attrs": {
// log:         "size": {
// log:           "w": 1,
// log:           "h": 2
// log:         }
// log:       }
// log:     }
// log:   ],
// log:   "total": 1,
// log:   "next": null
// log: }
// log: [ [ 'a', 1 ], [ 'b', [ 2 ] ] ]
// log: { x: 1, y: { z: 2 } }
// log: Uint8Array(3) [ 1, 2, 3 ]
// log: Uint8Array(0) []
// log: [
// log:   Uint8Array(8) [
// log:     255, 0, 128,  7,
// log:       8, 9,  10, 11
// log:   ]
// log: ]
// log: 3.141592653589793 2.718281828459045 9007199254740991 2.220446049250313e-16 5e-324 1.7976931348623157e+308
// log: WeakMap { <items unknown> } WeakSet { <items unknown> }
// log: [ { x: 1, sq: 1 }, { x: 2, sq: 4 }, { x: 3, sq: 9 } ]
// log: [ [ 0, 0 ], [ 1, 2 ], [ 2, 4 ] ]
// log: { own: 1 }
// log: { ['__proto__']: 1 }
// log: { a: 1, b: 2 }
// log: { undef: undefined, nul: null, nan: NaN, inf: -Infinity }
// log: { frozen: true } { sealed: 1 }
// log: { count: 1, inc: [Function: inc] }
// Objects a program commonly logs: JSON round trips, typed data, globals.
const payload = JSON.parse('{"items":[{"id":1,"tags":["a","b"],"attrs":{"size":{"w":1,"h":2}}}],"total":1,"next":null}');
console.log(payload);
console.log(JSON.stringify(payload));
console.log(JSON.stringify(payload, null, 2));
console.log(Object.entries({ a: 1, b: [2] }));
console.log(Object.fromEntries([["x", 1], ["y", { z: 2 }]]));
console.log(new Uint8Array([1, 2, 3]));
console.log(new Uint8Array(0));
console.log([new Uint8Array([255, 0, 128, 7, 8, 9, 10, 11])]);
console.log(Math.PI, Math.E, Number.MAX_SAFE_INTEGER, Number.EPSILON, Number.MIN_VALUE, Number.MAX_VALUE);
console.log(new WeakMap(), new WeakSet());
console.log([1, 2, 3].map((x) => ({ x, sq: x * x })));
console.log(Array.from({ length: 3 }, (_, i) => [i, i * 2]));
console.log({ __proto__: { inherited: true }, own: 1 });
console.log({ ["__proto__"]: 1 });
console.log(Object.assign({}, { a: 1 }, null, { b: 2 }));
console.log({ undef: undefined, nul: null, nan: NaN, inf: -Infinity });
console.log(Object.freeze({ frozen: true }), Object.seal({ sealed: 1 }));
const counter = { count: 0, inc() { this.count++; } };
counter.inc();
console.log(counter);
