// value: null
// log: nan zero true 3 true [ 'a', NaN, 0, 'b' ] [ 1, 'nan', 'zero', 2 ] 4
// log: Map(3) { NaN => 'nan', 0 => 'zero', 'b' => 2 } [ [ NaN, 'nan' ], [ 0, 'zero' ], [ 'b', 2 ] ] { '0': 'zero', NaN: 'nan', b: 2 }
// log: Set(3) { 'h', 'e', 'o' } 4 helo true true false Set(3) { 'h', 'e', 'o' }
// log: [ 1, 3, 4 ]
// log: v false WeakMap { <items unknown> }
// log: TypeError Invalid value used as weak map key
// log: 2 Map(1) { 1 => { deep: { x: [Array] } } } Set(2) { [ 1, 2 ], { a: 1 } }
// log: 18
const m = new Map([["a", 1], [NaN, "nan"], [0, "zero"]]);
console.log(m.get(NaN), m.get(-0), m.has("a"), m.size, m.set("b", 2) === m, [...m.keys()], [...m.values()], [...m.entries()].length);
m.delete("a"); console.log(m, Array.from(m), Object.fromEntries(m));
const s = new Set("hello"); console.log(s, s.size, [...s].join(""), s.has("l"), s.delete("l"), s.delete("zz"), s);
const order = []; const live = new Set([1, 2, 3]); for (const x of live) { order.push(x); if (x === 1) { live.delete(2); live.add(4); } } console.log(order);
const wm = new WeakMap(); const k = {}; wm.set(k, "v"); console.log(wm.get(k), wm.has({}), wm);
try { wm.set(1, 2); } catch (e) { console.log(e.name, e.message); }
const mm = new Map(); mm.set({}, 1).set({}, 2); console.log(mm.size, new Map([[1, { deep: { x: [1, 2] } }]]), new Set([[1, 2], { a: 1 }]));
let n = 0; new Map([[1, 2], [3, 4]]).forEach((v, k, map) => { n += v * k + map.size; }); console.log(n);
