// value: {"allTags":["a","b","c","d"],"count":3}
// log: 3 1,2,3
// log: ["a","b","b",["c",["d"]]] ["a","b","b","c",["d"]] ["a","b","b","c","d"]
// log: [1,2,[3,[4,[5]]],6] [1,2,3,[4,[5]],6] [1,[2,[3,[4,[5]]]],6] [1,[2,[3,[4,[5]]]],6]
// log: [1,3,4]
// log: 2 20 4 40
// log: [[1,1],[2,2]]
// log: {"a":"1","b":"2","c":"3"}
// log: [[1,4],[2,5],[3,6]] 21
// log: root
// log:   a
// log:     a1
// log:   b
// log: [1,2,3]
// Flattening nested tool output: flat with depths, flatMap for expansion and filtering, holes.
const pages = [
  { page: 1, rows: [{ id: 1, tags: ["a", "b"] }, { id: 2, tags: [] }] },
  { page: 2, rows: [{ id: 3, tags: ["b", ["c", ["d"]]] }] },
  { page: 3, rows: [] },
];
const rows = pages.flatMap((p) => p.rows);
console.log(rows.length, rows.map((r) => r.id).join(","));
const tags = rows.flatMap((r) => r.tags);
console.log(JSON.stringify(tags), JSON.stringify(tags.flat()), JSON.stringify(tags.flat(Infinity)));
const nested = [1, [2, [3, [4, [5]]]], , 6];
console.log(JSON.stringify(nested.flat()), JSON.stringify(nested.flat(2)), JSON.stringify(nested.flat(0)), JSON.stringify(nested.flat(-1)));
console.log(JSON.stringify([[1, , 3], , [4]].flat()));
const evensDoubled = [1, 2, 3, 4, 5].flatMap((n) => (n % 2 ? [] : [n, n * 10]));
console.log(evensDoubled.join(" "));
console.log(JSON.stringify([1, 2].flatMap((n) => [[n, n]])));
const pairs = ["a=1&b=2", "c=3"].flatMap((q) => q.split("&")).map((kv) => kv.split("="));
console.log(JSON.stringify(Object.fromEntries(pairs)));
const matrix = [[1, 2, 3], [4, 5, 6]];
const transposed = matrix[0].map((_, c) => matrix.map((r) => r[c]));
console.log(JSON.stringify(transposed), matrix.flat().reduce((a, b) => a + b, 0));
const tree = { name: "root", children: [{ name: "a", children: [{ name: "a1", children: [] }] }, { name: "b", children: [] }] };
const walk = (n, depth = 0) => [`${"  ".repeat(depth)}${n.name}`, ...n.children.flatMap((c) => walk(c, depth + 1))];
console.log(walk(tree).join("\n"));
const arrLike = { length: 2, 0: [1, 2], 1: 3 };
console.log(JSON.stringify(Array.prototype.flat.call(arrLike)));
return { count: rows.length, allTags: [...new Set(tags.flat(Infinity))] };
