// value: null
// log: 0 x
// log: 1 y
// log: 2 z
// log: { value: 'x', done: false } [ 'y', 'z' ] { value: undefined, done: true }
// log: function [ 0, 1, 2 ] [ 'x0', 'y1', 'z2' ]
// log: [ 1, 2, 3, 4 ]
// log: [ 4, 6, 8 ] [ 1, 3 ]
// log: 2 undefined undefined
// log: [ 0, 2 ] [ '1', <1 empty item>, '3' ]
const a = ["x", "y", "z"];
for (const [i, v] of a.entries()) console.log(i, v);
const it = a[Symbol.iterator](); console.log(it.next(), [...it], it.next());
console.log(typeof a.values().next, [...a.keys()], Array.from(a.entries(), ([i, v]) => v + i));
const mutate = [1, 2, 3]; const seen = []; for (const v of mutate) { seen.push(v); if (v === 1) mutate.push(4); } console.log(seen);
const m = [1, 2, 3].map((v, i, arr) => arr.length + v + i); console.log(m, [1, 2, 3].filter((v, i) => i % 2 === 0));
let calls = 0; [1, 2, 3].some((v) => (calls++, v === 2)); console.log(calls, [3, 4].find((v, i, arr) => arr === undefined), [].find(() => true));
const sparse = [1, , 3]; const idx = []; sparse.forEach((_, i) => idx.push(i)); console.log(idx, sparse.map(String));
