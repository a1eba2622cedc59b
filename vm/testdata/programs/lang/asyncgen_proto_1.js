// log: [object AsyncGenerator] function true function
// log: true
async function* g() {}
const it = g();
console.log(Object.prototype.toString.call(it), typeof it[Symbol.asyncIterator], it[Symbol.asyncIterator]() === it, typeof it.next);
console.log(it.next() instanceof Promise);
