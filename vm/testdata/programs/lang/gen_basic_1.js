// log: x = 21
// log: { value: 1, done: false } { value: 42, done: false } { value: 'end', done: true } { value: undefined, done: true }
function* g() { const x = yield 1; console.log('x =', x); yield x * 2; return 'end'; }
const it = g();
console.log(it.next('ignored'), it.next(21), it.next(), it.next());
