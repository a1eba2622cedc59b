// value: [3,1]
// log: 1 nan zero true 5 true false 4
// log: Map(4) { 'a' => 1, 'c' => 3, NaN => 'nan', 0 => 'zero' } Map(0) {} Set(0) {} [ 'a', 'c', NaN, 0 ] 4 [ 'a', 1 ]
// log: Set(5) { 1, 2, 3, '3', 4 } 5 true false 1,2,3,3,4
// log: [ 'a=1', 'c=3', 'NaN=nan', '0=zero', 1, 2, 3, '3', 4 ]
// log: [ 'a', NaN, 0 ]
// log: obj undefined {} []
// log: { value: [ 0, 10 ], done: false } { value: [ 1, 20 ], done: false } { value: undefined, done: true } { value: 0, done: false }
// log: [ [ 'the', 3 ], [ 'cat', 1 ], [ 'hat', 1 ] ] 4
const m = new Map([["a", 1], ["b", 2]]);
m.set("c", 3).set(NaN, "nan").set(0, "zero");
console.log(m.get("a"), m.get(NaN), m.get(-0), m.has("b"), m.size, m.delete("b"), m.delete("zz"), m.size);
console.log(m, new Map(), new Set(), [...m.keys()], [...m.values()].length, Array.from(m.entries())[0]);
const s = new Set([1, 2, 2, 3, "3"]);
s.add(4).add(1);
console.log(s, s.size, s.has(2), s.has("2"), [...s].join(","));
const seen = [];
m.forEach((v, k) => seen.push(`${String(k)}=${v}`));
s.forEach((v) => seen.push(v));
console.log(seen);
for (const [k, v] of m) { if (k === "a") m.delete("c"); seen.push(k); }
console.log(seen.slice(-3));
const objKey = {};
const wm = new Map([[objKey, "obj"]]);
console.log(wm.get(objKey), wm.get({}), JSON.stringify(m), Object.keys(m));
const it = [10, 20].entries();
console.log(it.next(), it.next(), it.next(), [..."ab"].keys().next());
const counts = new Map();
for (const w of "the cat the hat the".split(" ")) counts.set(w, (counts.get(w) || 0) + 1);
console.log([...counts].sort((a, b) => b[1] - a[1]), new Set("hello").size);
return [...new Set([3, 1, 3])];
