// log: [5,1,2] [5,2,5] [ 5, 2, 5 ] [ 5, 2, 5 ] 5,2,5 5,2,5 5,2,5
// log: [5,2,5]
// log: [1,7,3] [1,7,3] [ 1, 7, 3 ] [1,7,3] [ [ '0', 1 ], [ '1', 7 ], [ '2', 3 ] ] [ 1, 7, 3 ]
// log: 1 true 7 7 7 7
// log: key 0
// log: key 1
// log: key 2
// log: [ 1, 2, 9 ] [ 1, 2, 9 ] { value: [ 0, 1 ], done: false } [ 0, 1, 2 ] [ 1, 2, 9 ]
// log: [ 0, 2, 9 ] [ 9, 2, 1 ] [ 1, 2, 9 ] [ 2, 9 ]
// log: 4 [null,null,null,"x"] 5 5
// Array elements with getters or attributes seen by JSON.stringify, sort, join,
// spread, apply, structuredClone and the copying methods; unchanged elements are
// not rewritten (a read-only element survives reverse, a getter-only one push).
const a = [3, 1, 2];
Object.defineProperty(a, "0", { get() { return 5; }, set(v) {}, configurable: true, enumerable: true });
console.log(JSON.stringify(a), JSON.stringify(a.sort()), [...a], a.slice(), a.join(), a.toString(), String(a));
console.log(JSON.stringify(a));
const b = [1, 2, 3];
Object.defineProperty(b, "1", { value: 7, writable: false, enumerable: true, configurable: true });
console.log(JSON.stringify(b), JSON.stringify(b), b.map((x) => x), JSON.stringify(structuredClone(b)), Object.entries(b), Object.values(b));
try { b.reverse(); } catch (e) { console.log(e.name, e.message); }
console.log(b.indexOf(7), b.includes(7), b.at(1), b.findLast((x) => x === 7), Math.max(...b), Math.max.apply(null, b));
const c = [1, 2, 3]; Object.defineProperty(c, "2", { get() { return 9; } });
for (const k in c) console.log("key", k);
console.log(Array.from(c), c.flat(), c.entries().next(), [...c.keys()], [...c.values()]);
console.log(c.with(0, 0), c.toReversed(), c.toSorted(), c.toSpliced(0, 1));
const d = []; Object.defineProperty(d, "3", { get() { return "x"; }, enumerable: true }); console.log(d.length, JSON.stringify(d), d.push(1), d.length);
