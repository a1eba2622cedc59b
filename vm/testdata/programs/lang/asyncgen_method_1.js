// log: [ 10, 20, 'o1' ]
class Feed { async *items() { for (const x of [1, 2]) { await null; yield x * 10; } } }
const o = { async *[Symbol.asyncIterator]() { yield 'o1'; } };
const out = [];
for await (const v of new Feed().items()) out.push(v);
for await (const v of o) out.push(v);
console.log(out);
