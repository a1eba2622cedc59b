// log: inner finally
// log: outer finally
// log: { value: 'R', done: true }
function* inner() { try { yield 1; yield 2; } finally { console.log('inner finally'); } }
function* outer() { try { yield* inner(); } finally { console.log('outer finally'); } }
const it = outer();
it.next();
console.log(it.return('R'));
