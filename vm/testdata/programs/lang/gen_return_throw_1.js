// log: cleanup
// log: { value: 9, done: true } { value: undefined, done: true }
// log: cleanup
// log: caught boom
function* g() { try { yield 1; yield 2; } finally { console.log('cleanup'); } }
const a = g(); a.next();
console.log(a.return(9), a.next());
const b = g(); b.next();
try { b.throw(new Error('boom')); } catch (e) { console.log('caught', e.message); }
