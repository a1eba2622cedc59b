// log: closed g
// log: 1
// log: 10
// log: closed g
// log: done
function* g() { try { yield 1; yield 2; } finally { console.log('closed g'); } }
function first() { for (const x of g()) return x; }
console.log(first());
function* outer() { for (const x of g()) { yield x * 10; } }
const it = outer();
console.log(it.next().value);
console.log(it.return('done').value);
