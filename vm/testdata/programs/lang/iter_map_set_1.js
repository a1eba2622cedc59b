// log: 1 a
// log: 2 b
// log: [ 1, 2 ] [ 'a', 'b' ] helo
const m = new Map([[1, 'a'], [2, 'b']]);
for (const [k, v] of m) console.log(k, v);
console.log([...m.keys()], [...m.values()], [...new Set('hello')].join(''));
