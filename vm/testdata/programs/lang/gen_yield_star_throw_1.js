// log: inner caught X
// log: { value: 'recovered', done: false } { value: undefined, done: true }
function* inner() { try { yield 1; } catch (e) { console.log('inner caught', e); yield 'recovered'; } }
function* outer() { yield* inner(); }
const it = outer();
it.next();
console.log(it.throw('X'), it.next());
