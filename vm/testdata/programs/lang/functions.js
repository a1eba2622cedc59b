// value: ["function",true,1]
// log: [ 1, 2, 4 ] [ 1, 5, 10 ] [ 1, 2, 0 ]
// log: [ 1, [] ] [ 1, [ 2, 3 ] ] 1 1
// log: { sum: 5 } 3
// log: 5 [ 'h', 'i', 1, 2 ]
// log: named  arrow 
// log: 7 [ 7 ]
// log: 6 12 103
// log: 6765
// log: hoisted function later
function defaults(a, b = a + 1, c = b * 2) { return [a, b, c]; }
console.log(defaults(1), defaults(1, 5), defaults(1, undefined, 0));
function rest(first, ...others) { return [first, others]; }
console.log(rest(1), rest(1, 2, 3), rest.length, defaults.length);
const arrow = (x, y) => ({ sum: x + y });
console.log(arrow(2, 3), ((...args) => args.length)(1, 2, 3));
console.log(Math.max(...[1, 5, 3]), [..."hi", ...[1, 2]]);
function named() {}
console.log(named.name, (() => {}).name, arrow.name, (function () {}).name);
const obj = { m() { return this.v; }, v: 7, arrowThis() { return [1].map(() => this.v); } };
console.log(obj.m(), obj.arrowThis());
function callMe(a, b) { return this.base + a + b; }
console.log(callMe.call({ base: 1 }, 2, 3), callMe.apply({ base: 10 }, [1, 1]), callMe.bind({ base: 100 }, 1)(2));
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
console.log(fib(20));
function hoisted() { return inner(); function inner() { return "hoisted"; } }
console.log(hoisted(), typeof later, later());
function later() { return "later"; }
return [typeof named, named instanceof Function, fib.length];
