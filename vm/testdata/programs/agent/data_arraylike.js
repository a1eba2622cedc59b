// value: {"arr":[["apples",3],["plums",12]],"set":["b","a","c"]}
// log: [["apples",3],["pears",0],["plums",12]] ["apples","pears","plums"] [6,0,24]
// log: ["apples:3","pears:0","plums:12"] {"apples":3,"pears":0,"plums":12}
// log: 2 [["apples",3],["plums",12]]
// log: ["b","a","c"] [["b","b"],["a","a"],["c","c"]] abc
// log: ["h","é","l","l","o","👍"] 6 7 [97,98]
// log: ["x","y","z"] []
// log: [1,"two",null] ["p","q"]
// log: [10,21,32] [3,2,1]
// log: [[0,"a"],[1,"b"],[2,"c"]] [0,1,2] ["a","b","c"]
// log: 0 a
// log: 2 c
// log: 0 true 1 7 [1,2,3]
// log: [["i",4],["s",4],["p",2],["m",1]] {}
// log: 3 nan negzero str [null,0,"0"]
// log: undefined obj
// log: 0 false true apples,plums
// log: 1,3,4
// Array-likes and conversions: Array.from of Map/Set/strings/iterables/objects, entries(), keys(), spread.
const inventory = new Map([["apples", 3], ["pears", 0], ["plums", 12]]);
console.log(JSON.stringify(Array.from(inventory)), JSON.stringify([...inventory.keys()]), JSON.stringify(Array.from(inventory.values(), (v) => v * 2)));
console.log(JSON.stringify(Array.from(inventory, ([k, v]) => `${k}:${v}`)), JSON.stringify(Object.fromEntries(inventory)));
const inStock = new Map([...inventory].filter(([, qty]) => qty > 0));
console.log(inStock.size, JSON.stringify([...inStock.entries()]));
const tags = new Set(["b", "a", "b", "c"]);
console.log(JSON.stringify(Array.from(tags)), JSON.stringify([...tags.entries()]), Array.from(tags).sort().join(""));
console.log(JSON.stringify(Array.from("héllo👍")), [..."héllo👍"].length, "héllo👍".length, JSON.stringify(Array.from("ab", (c) => c.charCodeAt(0))));
console.log(JSON.stringify(Array.from({ length: 3, 0: "x", 1: "y", 2: "z", 3: "ignored" })), JSON.stringify(Array.from({ 0: "no length" })));
function argsToArray() { return Array.from(arguments); }
console.log(JSON.stringify(argsToArray(1, "two", null)), JSON.stringify(Array.prototype.slice.call({ length: 2, 0: "p", 1: "q" })));
const gen = function* () { yield 1; yield 2; yield 3; };
console.log(JSON.stringify(Array.from(gen(), (x, i) => x * 10 + i)), JSON.stringify([...gen()].reverse()));
const arr = ["a", "b", "c"];
console.log(JSON.stringify([...arr.entries()]), JSON.stringify([...arr.keys()]), JSON.stringify(Array.from(arr.values())));
for (const [i, v] of arr.entries()) if (i !== 1) console.log(i, v);
console.log(Array.from(new Map()).length, Array.isArray(Array.from(tags)), Array.of(7).length, Array(7).length, JSON.stringify(Array.of(1, 2, 3)));
const counts = {};
for (const ch of "mississippi") counts[ch] = (counts[ch] ?? 0) + 1;
const top = Object.entries(counts).sort(([, a], [, b]) => b - a);
console.log(JSON.stringify(top), JSON.stringify(new Map(top)));
const m2 = new Map();
m2.set(NaN, "nan").set(0, "zero").set(-0, "negzero").set("0", "str");
console.log(m2.size, m2.get(NaN), m2.get(0), m2.get("0"), JSON.stringify([...m2.keys()]));
const objKey = { id: 1 };
const m3 = new Map([[objKey, "obj"]]);
console.log(m3.get({ id: 1 }), m3.get(objKey));
m3.delete(objKey);
console.log(m3.size, inventory.delete("nope"), inventory.delete("pears"), [...inventory.keys()].join());
const set2 = new Set([1, 2, 3]);
for (const v of set2) { if (v === 1) { set2.delete(2); set2.add(4); } }
console.log([...set2].join(","));
return { arr: Array.from(inventory), set: [...tags] };
