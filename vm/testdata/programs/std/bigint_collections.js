// log: 6 true true true [ 1n, 2n, 1, '1', 0n, 1267650600228229401496703205376n ]
// log: 3 a b true false [ [ 5, 'b' ], [ '5', 'c' ] ]
// log: TypeError: Invalid value used in weak set
// log: 1 3 true 2 [ 3n, 2n ]
// log: { odd: [ 3n, 1n, 1n ], even: [ 2n ] } [ 1n, 2n, 3n ]
// log: Set(2) { 1n, [BigInt: 2n] } [["1",2]]
const s = new Set([1n, 1n, 2n, 1, "1", 0n, -0n, 2n ** 100n, 2n ** 100n]);
console.log(s.size, s.has(1n), s.has(0n), s.has(2n ** 100n), [...s]);
const m = new Map();
m.set(5n, "a").set(5, "b").set("5", "c");
console.log(m.size, m.get(5n), m.get(5), m.delete(5n), m.has(5n), [...m.entries()]);
const ws = new WeakSet();
try { ws.add(1n) } catch (e) { console.log(e.constructor.name + ": " + e.message) }
const arr = [3n, 1n, 2n, 1n];
console.log(arr.indexOf(1n), arr.lastIndexOf(1n), arr.includes(2n), arr.findIndex(x => x === 2n), arr.filter(x => x > 1n));
console.log(arr.reduce((g, x) => { (g[x % 2n === 0n ? "even" : "odd"] ??= []).push(x); return g }, {}), Array.from(new Set(arr)).sort((a, b) => (a < b ? -1 : 1)));
console.log(structuredClone(new Set([1n, Object(2n)])), JSON.stringify([...new Map([[1n, 2]])].map(([k, v]) => [String(k), v])));
