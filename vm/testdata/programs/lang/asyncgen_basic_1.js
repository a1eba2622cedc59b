// log: [ 1, 2 ]
async function* g() { yield 1; await null; yield 2; }
const out = [];
for await (const v of g()) out.push(v);
console.log(out);
