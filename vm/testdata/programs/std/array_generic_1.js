// value: null
// log: 1 0 true a-b-c
// log: [ 'b', 'c' ] c [ 'A', 'B', 'C' ] [ 'a', 'c' ]
// log: [ 'c', 'b', 'a' ] [ 'z', 'b', 'c' ] [ 1, 2, [ 3 ] ]
// log: a+b+c [ 'hh', 'ee', 'yy' ] abc
// log: [ [ 0, 'a' ], [ 1, 'b' ], [ 2, 'c' ] ] [ 0, 1 ] true
// log: [ <1 empty item>, 'x', <2 empty items> ] -1 true
// log: [ 2, 3 ]  1,2
// log: join TypeError Cannot convert undefined or null to object
// log: indexOf TypeError Array.prototype.indexOf called on null or undefined
// log: map TypeError Array.prototype.map called on null or undefined
// log: push TypeError Cannot convert undefined or null to object
// log: forEach TypeError Array.prototype.forEach called on null or undefined
// log: reduce TypeError Array.prototype.reduce called on null or undefined
// log: at TypeError Cannot convert undefined or null to object
// Array methods on generic array-likes and strings.
const al = { length: 3, 0: "a", 1: "b", 2: "c" };
const A = Array.prototype;
console.log(A.indexOf.call(al, "b"), A.lastIndexOf.call(al, "a"), A.includes.call(al, "c"), A.join.call(al, "-"));
console.log(A.slice.call(al, 1), A.at.call(al, -1), A.map.call(al, (x) => x.toUpperCase()), A.filter.call(al, (x) => x !== "b"));
console.log(A.toReversed.call(al), A.with.call(al, 0, "z"), A.flat.call({ length: 2, 0: [1], 1: [2, [3]] }));
console.log(A.join.call("abc", "+"), A.map.call("hey", (c) => c + c), A.reduce.call(al, (a, b) => a + b));
console.log([...A.entries.call(al)], [...A.keys.call({ length: 2 })], A.every.call(al, (x) => typeof x === "string"));
console.log(A.slice.call({ length: 4, 1: "x" }), A.indexOf.call({ length: 2, 0: NaN }, NaN), A.includes.call({ length: 1, 0: NaN }, NaN));
function f() { return A.slice.call(arguments, 1); }
console.log(f(1, 2, 3), A.join.call({}), A.join.call({ length: "2", 0: 1, 1: 2 }));
for (const m of ["join", "indexOf", "map", "push", "forEach", "reduce", "at"]) {
  try { A[m].call(null); } catch (e) { console.log(m, e.constructor.name, e.message); }
}
