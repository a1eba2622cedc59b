// log: [ 1, 2, 3, 4 ] [ 1, 2, 3, 4 ]
// log: 1
// log: 2
// log: 3
// log: 4
const range = { from: 1, to: 4, [Symbol.iterator]() { let c = this.from, t = this.to; return { next: () => c <= t ? { value: c++, done: false } : { value: undefined, done: true } }; } };
console.log([...range], Array.from(range));
for (const x of range) console.log(x);
