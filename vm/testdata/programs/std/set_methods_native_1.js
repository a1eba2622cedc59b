// value: null
// log: [ 3, 1, 2, 0 ] [ [ 3, 3 ], [ 1, 1 ], [ 2, 2 ], [ 0, 0 ] ] [ 3, 1, 2, 0 ] 4
// log: { value: 3, done: false } 1 function
// log: [ [ 'x', 10 ], [ 'y', 2 ] ] [ 'x', 'y' ] undefined true 1 2
// log: [ [ 'the', 3 ], [ 'cat', 1 ], [ 'dog', 1 ], [ 'end', 1 ] ]
// log: [ 3, 1, 2 ] 2
// Set/Map basics that node 20 has, with iteration orders.
const s = new Set([3, 1, 2]); s.add(1); s.add(0);
console.log([...s], [...s.entries()], [...s.keys()], s.size);
const it = s.values(); console.log(it.next(), it.next().value, typeof it[Symbol.iterator]);
const m = new Map(Object.entries({ x: 1, y: 2 })); m.set("x", 10);
console.log([...m], Array.from(m.keys()), m.get("nope"), m.delete("x"), m.size, new Map(m).get("y"));
const counts = new Map(); for (const w of "the cat the dog the end".split(" ")) counts.set(w, (counts.get(w) || 0) + 1);
console.log([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
const uniq = [...new Set([3, 1, 3, 2, 1])]; console.log(uniq, new Set([NaN, NaN, 0, -0]).size);
