// log: [ 'a', 2 ]
// log: { value: 'a', done: false } { value: 2, done: false } { value: undefined, done: true }
function* inner() { yield 'a'; return { total: 2 }; }
function* outer() { const { total } = yield* inner(); yield total; }
console.log([...outer()]);
const it = outer();
console.log(it.next(), it.next(), it.next());
