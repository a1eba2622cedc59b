// log: true true true true true true true
// log: MyA(2) [ 4, 6 ] MyA(1) [ 3 ] MyA(2) [ 2, 3 ] MyA(3) [ 2, 3, 9 ] MyA(2) [ 2, 3 ] MyA(4) [ 2, 2, 3, 3 ]
// log: [Symbol.species] { '0': 2, '1': 3, '2': 4, args: [ 3 ] } false
// log: [Symbol.species] { '0': 2, '1': 3, args: [ 2 ], length: 2 }
// log: [Symbol.species] { '0': 1, '1': 3, args: [ 0 ] }
// log: [Symbol.species] {
// log:   '0': 1,
// log:   '1': 2,
// log:   '2': 3,
// log:   '3': 7,
// log:   args: [ 0 ],
// log:   length: 4
// log: }
// log: [Symbol.species] { '0': 2, args: [ 1 ], length: 1 } [
// log:   1,
// log:   3,
// log:   constructor: { [Symbol(Symbol.species)]: [Function: [Symbol.species]] }
// log: ]
// log: true
// log: true
// log: TypeError object.constructor[Symbol.species] is not a constructor
// log: TypeError object.constructor[Symbol.species] is not a constructor
// log: poisoned
// log: TypeError Cannot define property 0, object is not extensible
// log: true [ { '0': 'x', length: 1 }, 1 ]
// log: [ 0, 'a', 'b', [ 9, [Symbol(Symbol.isConcatSpreadable)]: false ] ] 4 false
// Array species: map, filter, flatMap, slice, splice, concat and flat build
// their result through constructor[Symbol.species]; concat spreads by
// Symbol.isConcatSpreadable.
class MyA extends Array {}
const a = MyA.from([1, 2, 3]);
console.log(a.map(x => x) instanceof MyA, a.filter(x => x) instanceof MyA, a.slice(1) instanceof MyA, a.splice(0, 1) instanceof MyA, a.concat([4]) instanceof MyA, a.flat() instanceof MyA, a.flatMap(x => [x]) instanceof MyA);
console.log(a.map(x => x * 2), a.filter(x => x > 2), a.slice(0), a.concat([9]), a.flat(), a.flatMap(x => [x, x]));
const b = [1, 2, 3]; b.constructor = { [Symbol.species]: function (n) { this.args = [n]; } };
const r = b.map(x => x + 1); console.log(r, Array.isArray(r));
const r2 = b.slice(1); console.log(r2);
const r3 = b.filter(x => x !== 2); console.log(r3);
const r4 = b.concat([7]); console.log(r4);
const r5 = [1, 2, 3]; r5.constructor = { [Symbol.species]: function (n) { this.args = [n]; } }; console.log(r5.splice(1, 1), r5);
const c = [1]; c.constructor = { [Symbol.species]: null }; console.log(Array.isArray(c.map(x => x)));
const d = [1]; d.constructor = undefined; console.log(Array.isArray(d.map(x => x)));
const e = [1]; e.constructor = 5;
try { e.map(x => x); } catch (err) { console.log(err.name, err.message); }
const f = [1]; f.constructor = { [Symbol.species]: 5 };
try { f.slice(); } catch (err) { console.log(err.name, err.message); }
const g = [1]; Object.defineProperty(g, "constructor", { get() { throw new Error("poisoned"); } });
try { g.concat(); } catch (err) { console.log(err.message); }
const h = [1, 2]; h.constructor = { [Symbol.species]: function () { return Object.freeze({}); } };
try { h.map(x => x); } catch (err) { console.log(err.name, err.message); }
console.log(Array[Symbol.species] === Array, [].concat.call({ length: 1, 0: "x" }, [1]));
const sp = { length: 2, 0: "a", 1: "b", [Symbol.isConcatSpreadable]: true }; const ns = [9]; ns[Symbol.isConcatSpreadable] = false;
console.log([0].concat(sp, ns), [1, , 3].concat([4]).length, 1 in [1, , 3].concat([]));
