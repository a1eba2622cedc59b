// value: null
// log: [ 'h', 'é', 'l', 'l', 'o' ] [ 1, 2 ] [ [ 1, 2 ] ] [ 'a', undefined ] []
// log: [ 10, 20, 30 ] [ 0, 1, 4 ]
// log: [ 1, 2 ] [ 1, 2 ] [ -1, -2 ]
// log: [ 0, 1, 2 ] [ 'a' ] [ [ 0, 1 ], [ 1, 2 ] ]
// log: TypeError 5 is not a function
// log: TypeError
console.log(Array.from("héllo"), Array.from(new Set([1, 1, 2])), Array.from(new Map([[1, 2]])), Array.from({ length: 2, 0: "a" }), Array.from(5));
console.log(Array.from([1, 2, 3], function (x) { return x * this.k; }, { k: 10 }), Array.from({ length: 3 }, (_, i) => i ** 2));
function* gen() { yield 1; yield 2; } console.log(Array.from(gen()), [...gen()], Array.from(gen(), (x) => -x));
console.log(Array.from("abc".matchAll(/./g), (m) => m.index), Array.from(new Map([["a", 1]]).keys()), Array.from([1, 2].entries()));
try { Array.from({ length: 1 }, 5); } catch (e) { console.log(e.name, e.message); }
try { Array.from(null); } catch (e) { console.log(e.name); }
