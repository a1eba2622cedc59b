// log: { a: 1, b: 2 }
// log: y
async function* pairs() { yield ['a', 1]; yield ['b', 2]; }
const o = {};
for await (const [k, v] of pairs()) o[k] = v;
console.log(o);
let last;
for await (last of [Promise.resolve('x'), 'y']);
console.log(last);
