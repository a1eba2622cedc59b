// log: inner got A
// log: r = inner done
// log: i1 o1 true
function* inner() { const a = yield 'i1'; console.log('inner got', a); return 'inner done'; }
function* outer() { const r = yield* inner(); console.log('r =', r); yield 'o1'; }
const it = outer();
console.log(it.next().value, it.next('A').value, it.next().done);
