// value: 4
// log: symbol false Symbol(tag) tag Symbol(tag) true
// log: 1 [ 'plain' ] {"plain":2} { plain: 2, [Symbol(tag)]: 1 } true
// log: Cannot convert a Symbol value to a string
// log: [ 1, 2, 3, 4 ] [ 1, 2, 3, 4 ] 4
// log: x 1
// log: closed
// log: closed
// log: 1 2
// log: { value: 1, done: false } [ 2, 3 ]
// log: symbol Symbol(Symbol.iterator) { value: [ 1, 2 ], done: false }
const s1 = Symbol("tag"), s2 = Symbol("tag");
console.log(typeof s1, s1 === s2, s1.toString(), s1.description, String(s1), Symbol.for("k") === Symbol.for("k"));
const o = { [s1]: 1, plain: 2 };
console.log(o[s1], Object.keys(o), JSON.stringify(o), o, s1 in o);
try { `${s1}`; } catch (e) { console.log(e.message); }
const range = {
  from: 1, to: 4,
  [Symbol.iterator]() {
    let cur = this.from, last = this.to;
    return { next: () => (cur <= last ? { value: cur++, done: false } : { value: undefined, done: true }), return() { console.log("closed"); return { done: true }; } };
  },
};
console.log([...range], Array.from(range), Math.max(...range));
for (const x of range) { if (x === 2) break; console.log("x", x); }
const [first, second] = range;
console.log(first, second);
const it = [1, 2, 3][Symbol.iterator]();
console.log(it.next(), [...it]);
console.log(typeof Symbol.iterator, Symbol.iterator.toString(), new Map([[1, 2]])[Symbol.iterator]().next());
return [...range].length;
