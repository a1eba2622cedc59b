// node: skip (node 20 lacks these ES2024/ES2025 built-ins; expectations checked by hand against the specification)
// log: Set(5) { 1, 2, 3, 4, 5 } Set(2) { 3, 4 } Set(2) { 1, 2 } Set(3) { 1, 2, 5 }
// log: false true true true false
// log: Set(2) { 3, 4 } Set(2) { 1, 3 }
// log: Set(5) { 1, 2, 3, 4, 7 } Set(1) { 1 } Set(3) { 2, 3, 4 } false
// log: Set(3) { 1, 2, 9 } 0
// log: TypeError
// log: TypeError
// log: TypeError
// log: RangeError
// log: TypeError
const a = new Set([1, 2, 3, 4]), b = new Set([3, 4, 5]);
console.log(a.union(b), a.intersection(b), a.difference(b), a.symmetricDifference(b));
console.log(a.isSubsetOf(b), new Set([3]).isSubsetOf(b), a.isSupersetOf(new Set([1, 2])), a.isDisjointFrom(new Set([9])), a.isDisjointFrom(b));
console.log(b.intersection(a), new Set([5, 4, 3, 2, 1]).intersection(new Set([1, 3])));
const likes = { size: 2, has: (x) => x === 1 || x === 7, keys: () => [1, 7][Symbol.iterator]() };
console.log(a.union(likes), a.intersection(likes), a.difference(likes), a.isSupersetOf(likes));
console.log(new Set([1, 2]).union(new Map([[9, "x"]])), new Set().union(new Set()).size);
for (const bad of [[1, 2], { size: NaN, has() {}, keys() {} }, { size: 1, has: 1, keys() {} }, { size: -1, has() {}, keys() {} }]) {
  try { a.union(bad); } catch (e) { console.log(e.name); }
}
try { Set.prototype.union.call([], b); } catch (e) { console.log(e.name); }
