// node: skip (node 20 lacks these ES2024/ES2025 built-ins; expectations checked by hand against the specification)
// log: [ 'veg', 'fruit', 'meat' ] [ 'bananas', 'cherries' ] null
// log: [Object: null prototype] { odd0: [ 1, 3, 5 ], even1: [ 2, 4 ] }
// log: 3 [ 'restock', 'ok' ]
// log: [ -0, 0 ] [Object: null prototype] { a: [ 'a', 'a' ], b: [ 'b' ], c: [ 'c' ] }
// log: [Object: null prototype] { false: [ 1 ], true: [ 2 ] } [Object: null prototype] {}
// log: TypeError
// log: TypeError
const inv = [{ n: "asparagus", t: "veg", q: 5 }, { n: "bananas", t: "fruit", q: 0 }, { n: "goat", t: "meat", q: 23 }, { n: "cherries", t: "fruit", q: 5 }];
const g = Object.groupBy(inv, ({ t }) => t);
console.log(Object.keys(g), g.fruit.map((x) => x.n), Object.getPrototypeOf(g));
console.log(Object.groupBy([1, 2, 3, 4, 5], (x, i) => (x % 2 ? "odd" : "even") + i % 2));
const m = Map.groupBy(inv, ({ q }) => (q > 5 ? "ok" : "restock"));
console.log(m.get("restock").length, [...m.keys()]);
console.log(Map.groupBy([-0, 0, 1], (x) => x).get(0), Object.groupBy("abca", (c) => c));
console.log(Object.groupBy(new Set([1, 2]), (x) => x > 1), Object.groupBy([], (x) => x));
try { Object.groupBy(null, (x) => x); } catch (e) { console.log(e.name); }
try { Map.groupBy([1], 1); } catch (e) { console.log(e.name); }
