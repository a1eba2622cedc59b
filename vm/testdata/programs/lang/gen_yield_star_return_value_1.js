// log: { value: 'from finally', done: true }
function* inner() { try { yield 1; } finally { return 'from finally'; } }
function* outer() { const r = yield* inner(); console.log('not reached', r); }
const it = outer();
it.next();
console.log(it.return('outer return'));
