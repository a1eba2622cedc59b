// log: 1 1 1 0 1 1 4 13
// log: true true 2 [ 0, 2, 4 ] [ 7, 8 ]
// log: stop 1
// log: [ 0, 1, 2, 3, 4 ] [ 'aa', 'bb' ] [ [ 1, 2 ] ] []
// log: %Array%.from requires that the property of the first argument, items[Symbol.iterator], when exists, be a function
// log: Result of the Symbol.iterator method is not an object
// log: object null is not iterable (cannot read property Symbol(Symbol.iterator))
// log: true 2 2
// log: true 1 x
// log: [ 1, 2 ] [ 3 ]
// log: [] [ undefined, undefined ] [ 1, 2 ] [ 'a' ]
// Array.from and Array.of construct with this (subclasses, plain functions),
// Array.from closes its iterator when the mapper throws; method lengths.
console.log([].map.length, [].reduce.length, Array.from.length, Array.of.length, [].forEach.length, new Map().forEach.length, [1, , 3].reduce((a, b) => a + b), [1, 2].reduce((a, b) => a + b, 10));
class MyA extends Array {}
console.log(MyA.from([1, 2]) instanceof MyA, MyA.of(1, 2) instanceof MyA, MyA.from({ length: 2, 0: "a" }).length, Array.from({ length: 3 }, (_, i) => i * 2), Array.of(7, 8));
let closed = 0;
const it = { [Symbol.iterator]() { return { i: 0, next() { return { value: this.i++, done: this.i > 5 }; }, return() { closed++; return {}; } }; } };
try { Array.from(it, (v) => { if (v === 2) throw new Error("stop"); return v; }); } catch (e) { console.log(e.message, closed); }
console.log(Array.from(it), Array.from("ab", (c) => c + c), Array.from(new Map([[1, 2]])), Array.from(5));
try { Array.from({ [Symbol.iterator]: 5 }); } catch (e) { console.log(e.message); }
try { Array.from({ [Symbol.iterator]() { return 5; } }); } catch (e) { console.log(e.message); }
try { Array.from(null, (x) => x); } catch (e) { console.log(e.message); }
function NotArr() { this.made = true; }
const na = Array.from.call(NotArr, [1, 2]); console.log(na.made, na.length, na[1]);
const no = Array.of.call(NotArr, "x"); console.log(no.made, no.length, no[0]);
console.log(Array.of.call(undefined, 1, 2), Array.from.call({}, [3]));
console.log(Array.from({}), Array.from({length: 2}), Array.from(new Set([1,2])), Array.from({0: "a", length: 1}));
