// value: ["Eve","bob","Ann","dan","Cid"]
// log: Eve,Ann,bob,Cid,dan
// log: Eve,Ann,bob,dan,Cid
// log: ,Amsterdam,berlin,Berlin,Cairo
// log: Ann,Cid,Eve,dan,bob
// log: Ann,Cid,Eve,bob,dan Ann,bob,Cid,dan,Eve
// log: 5,1,4,2,3,10,20 20,10,5,4,3,2,1 5,1,4,2,3,10,20
// log: 1,2,3,4,5,10,20 1,9,10
// log: 2023-12-25,2024-01-10,2024-03-01 2024-03-01,2024-01-10,2023-12-25
// log: high,high,medium,low,unknown
// log: 0,3,6,9,12,15,18,1,4,7,10,13,16,19,2,5,8,11,14,17
// log: 0,4,8,12,16,20,24,28,32,36,3,7,11,15,19,23,27,31,35,39,2,6,10,14,18,22,26,30,34,38,1,5,9,13,17,21,25,29,33,37
// log: [1,10,2,"9","A","b",null,true,null]
// log: dan,bob,Eve,Cid,Ann
// log: Ann:29,Eve:29,bob:35,Cid:41,dan:undefined
// log: TypeError The comparison function must be either a function or undefined
// log: TypeError The comparison function must be either a function or undefined
// log: true 1 123
// log: [1,2,3,null,null] 5 false true
// Sort comparators models write, including sloppy ones: booleans, subtraction of strings, missing values.
const people = [
  { name: "Eve", age: 29, city: "Berlin" },
  { name: "bob", age: 35, city: null },
  { name: "Ann", age: 29, city: "Amsterdam" },
  { name: "dan", age: undefined, city: "Cairo" },
  { name: "Cid", age: 41, city: "berlin" },
];
console.log(people.toSorted((a, b) => (a.age ?? Infinity) - (b.age ?? Infinity)).map((p) => p.name).join(","));
console.log(people.toSorted((a, b) => a.age - b.age).map((p) => p.name).join(","));
console.log(people.toSorted((a, b) => (a.city ?? "").localeCompare(b.city ?? "")).map((p) => p.city).join(","));
console.log(people.toSorted((a, b) => String(a.city).localeCompare(String(b.city))).map((p) => p.name).join(","));
console.log(people.map((p) => p.name).sort().join(","), people.map((p) => p.name).sort((a, b) => a.localeCompare(b)).join(","));
const nums = [5, 1, 4, 2, 3, 10, 20];
console.log(nums.toSorted((a, b) => a > b).join(","), nums.toSorted((a, b) => b > a ? 1 : -1).join(","), nums.toSorted(() => 0).join(","));
console.log(nums.toSorted((a, b) => (a < b ? -1 : 1)).join(","), ["10", "9", "1"].sort((a, b) => a - b).join(","));
const dates = ["2024-03-01", "2023-12-25", "2024-01-10"];
console.log(dates.toSorted().join(","), dates.toSorted((a, b) => new Date(b) - new Date(a)).join(","));
const byPriority = ["low", "high", "medium", "high", "unknown"];
const rank = { high: 0, medium: 1, low: 2 };
console.log(byPriority.toSorted((a, b) => (rank[a] ?? 99) - (rank[b] ?? 99)).join(","));
const stable = Array.from({ length: 20 }, (_, i) => ({ k: i % 3, i }));
console.log(stable.sort((a, b) => a.k - b.k).map((o) => o.i).join(","));
const big = Array.from({ length: 40 }, (_, i) => ({ g: (i * 7) % 4, i }));
console.log(big.sort((a, b) => a.g - b.g).map((o) => o.i).join(","));
const mixed = [10, "9", 1, "b", "A", true, null, undefined, 2];
console.log(JSON.stringify(mixed.toSorted()));
const desc = (key) => (a, b) => (a[key] < b[key] ? 1 : a[key] > b[key] ? -1 : 0);
console.log(people.toSorted(desc("name")).map((p) => p.name).join(","));
const comparator = (...keys) => (a, b) => { for (const k of keys) { const d = a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0; if (d) return d; } return 0; };
console.log(people.toSorted(comparator("age", "name")).map((p) => `${p.name}:${p.age}`).join(","));
try { [1, 2].sort("desc"); } catch (e) { console.log(e.name, e.message); }
try { [1, 2].toSorted(null); } catch (e) { console.log(e.name, e.message); }
const objs = [{ v: 2 }, { v: 1 }];
const sortedRef = objs.sort((a, b) => a.v - b.v);
console.log(sortedRef === objs, objs[0].v, [3, 2, 1].sort(undefined).join(""));
const sparse = [3, , 1, undefined, 2];
sparse.sort();
console.log(JSON.stringify(sparse), sparse.length, 4 in sparse, 3 in sparse);
return people.toSorted(comparator("city")).map((p) => p.name);
