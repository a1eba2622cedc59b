// log: [object Generator] function true
function* g() {}
const it = g();
console.log(Object.prototype.toString.call(it), typeof it.next, it[Symbol.iterator]() === it);
