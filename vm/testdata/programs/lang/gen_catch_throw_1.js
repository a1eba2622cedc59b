// log: inside E1
// log: inside E2
// log: { value: 'ok', done: false } { value: 'ok', done: false }
function* g() { while (true) { try { yield 'ok'; } catch (e) { console.log('inside', e); } } }
const it = g();
it.next();
console.log(it.throw('E1'), it.throw('E2'));
