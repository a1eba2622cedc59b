// log: [ 1, 2, 'inner result', 3, 4 ]
async function* inner() { yield 1; yield 2; return 'inner result'; }
async function* outer() { const r = yield* inner(); yield r; yield* [3, Promise.resolve(4)]; }
const out = [];
for await (const v of outer()) out.push(v);
console.log(out);
