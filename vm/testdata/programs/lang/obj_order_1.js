// log: [ '1', '2', 'b', 'a', '-1' ]
// log: 1
// log: 2
// log: b
// log: a
// log: -1
const o = { b: 1, 2: 'two', a: 2, 1: 'one', [Symbol('s')]: 3, '-1': 'neg' };
console.log(Object.keys(o));
for (const k in o) console.log(k);
