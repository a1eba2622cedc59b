// value: "object3"
// log: 2 1
// log: [ 0, 1, 2 ]
// log: [ 3, 3, 3 ]
// log: [ 'a', 'b' ]
// log: 6
// log: 2
// log: changed
// log: 3628800 undefined
function counter() {
  let n = 0;
  return { inc: () => ++n, get: () => n };
}
const c1 = counter(), c2 = counter();
c1.inc(); c1.inc(); c2.inc();
console.log(c1.get(), c2.get());
const fns = [];
for (let i = 0; i < 3; i++) fns.push(() => i);
console.log(fns.map((f) => f()));
const vfns = [];
for (var j = 0; j < 3; j++) vfns.push(() => j);
console.log(vfns.map((f) => f()));
const ofns = [];
for (const k of ["a", "b"]) ofns.push(() => k);
console.log(ofns.map((f) => f()));
function make(x) { return function (y) { return function (z) { return x + y + z; }; }; }
console.log(make(1)(2)(3));
let shared = 1;
const read = () => shared;
shared = 2;
console.log(read());
function outer() { var v = "outer"; function inner() { return v; } v = "changed"; return inner(); }
console.log(outer());
const fact = function f(n) { return n <= 1 ? 1 : n * f(n - 1); };
console.log(fact(10), typeof f);
return (function () { return typeof arguments + arguments.length; })(1, 2, 3);
