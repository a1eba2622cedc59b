// value: [1,5,4]
// log: 1 5 4 { x: 9, y: 10 } 1 3 [ 4, 5 ]
// log: 2 1
// log: { first: 'X', second: 'Y' }
// log: ann 30 1 2 undefined 30 a b undefined 30 1 2
// log: one 1
// log: two 2
// log: h i
// log: TypeError
const { a, b: { c = 5, d } = {}, ...rest } = { a: 1, b: { d: 4 }, x: 9, y: 10 };
const [p, , q = 3, ...others] = [1, 2, undefined, 4, 5];
console.log(a, c, d, rest, p, q, others);
let m = 1, n = 2;
[m, n] = [n, m];
console.log(m, n);
const o = {};
({ x: o.first, y: o["second"] } = { x: "X", y: "Y" });
console.log(o);
function params({ name, age = 30 } = {}, [first, second] = [1, 2]) { return `${name} ${age} ${first} ${second}`; }
console.log(params({ name: "ann" }), params(undefined, ["a", "b"]), params());
for (const [k, v] of Object.entries({ one: 1, two: 2 })) console.log(k, v);
const [s1, s2] = "hi";
console.log(s1, s2);
try { const { z } = null; } catch (e) { console.log(e.constructor.name); }
return [a, c, d];
