// value: {"fib50":12586269025,"lru":[["a",1],["d",4],["c",3]]}
// log: c,a,d undefined 3
// log: [["x",10],["y",2]] 2
// log: x,z,y
// log: [["a",3],["b",2],["c",1]] {"a":3,"b":2,"c":1} 3
// log: 12586269025 2880067194370816000 89
// log: meta false true false
// log: TypeError Invalid value used as weak map key
// log: TypeError Method Set.prototype.add called on incompatible receiver #<Map>
// log: a->b->d->c 4
// log: {"a":0,"b":1,"c":1,"d":2}
// log: 1ba 3 undefined
// log: 321 true true
// log: 1=one/2 2=two/2 [object Map] [object Set]
// log: {"m":{},"s":{}} [[{"a":1},[1,2]]]
// Map and Set as caches and indexes: insertion order, re-insertion, LRU eviction, counting, WeakMap memo.
class LRU {
  constructor(limit) { this.limit = limit; this.map = new Map(); }
  get(k) {
    if (!this.map.has(k)) return undefined;
    const v = this.map.get(k);
    this.map.delete(k);
    this.map.set(k, v);
    return v;
  }
  set(k, v) {
    if (this.map.has(k)) this.map.delete(k);
    this.map.set(k, v);
    while (this.map.size > this.limit) this.map.delete(this.map.keys().next().value);
    return this;
  }
}
const lru = new LRU(3);
lru.set("a", 1).set("b", 2).set("c", 3);
lru.get("a");
lru.set("d", 4);
console.log([...lru.map.keys()].join(","), lru.get("b"), lru.get("c"));
const m = new Map([["x", 1]]);
m.set("y", 2).set("x", 10);
console.log(JSON.stringify([...m]), m.size);
const seen = [];
for (const [k] of m) {
  seen.push(k);
  if (k === "x") { m.delete("y"); m.set("z", 3); m.set("y", 4); }
}
console.log(seen.join(","));
const counts = new Map();
for (const w of "a b a c b a".split(" ")) counts.set(w, (counts.get(w) ?? 0) + 1);
const top = [...counts].sort((a, b) => b[1] - a[1]);
console.log(JSON.stringify(top), JSON.stringify(Object.fromEntries(top)), Math.max(...counts.values()));
const memo = new Map();
const fib = (n) => (n < 2 ? n : memo.get(n) ?? (memo.set(n, fib(n - 1) + fib(n - 2)), memo.get(n)));
console.log(fib(50), fib(90), memo.size);
const wm = new WeakMap();
const keyObj = {};
wm.set(keyObj, "meta");
console.log(wm.get(keyObj), wm.has({}), wm.delete(keyObj), wm.has(keyObj));
try { wm.set("str", 1); } catch (e) { console.log(e.name, e.message); }
try { new Set().add.call(new Map(), 1); } catch (e) { console.log(e.name, e.message); }
const visited = new Set();
const graph = { a: ["b", "c"], b: ["d"], c: ["d", "a"], d: [] };
const order = [];
const dfs = (n) => { if (visited.has(n)) return; visited.add(n); order.push(n); graph[n].forEach(dfs); };
dfs("a");
console.log(order.join("->"), visited.size);
const queue = ["a"], dist = new Map([["a", 0]]);
while (queue.length) {
  const n = queue.shift();
  for (const nb of graph[n]) if (!dist.has(nb)) { dist.set(nb, dist.get(n) + 1); queue.push(nb); }
}
console.log(JSON.stringify(Object.fromEntries(dist)));
const mapFromObj = new Map(Object.entries({ b: 1, a: 2, 1: 3 }));
console.log([...mapFromObj.keys()].join(""), mapFromObj.get("1"), mapFromObj.get(1));
const s = new Set([3, 1, 2]);
s.delete(1);
s.add(1);
console.log([...s].join(""), s.has(2), [...s.keys()].join("") === [...s.values()].join(""));
let forEachOut = [];
new Map([[1, "one"], [2, "two"]]).forEach((v, k, map) => forEachOut.push(`${k}=${v}/${map.size}`));
console.log(forEachOut.join(" "), String(new Map()), Object.prototype.toString.call(new Set()));
console.log(JSON.stringify({ m: new Map([[1, 2]]), s: new Set([1]) }), JSON.stringify([...new Map([[{ a: 1 }, [1, 2]]])]));
return { lru: [...lru.map], fib50: fib(50) };
