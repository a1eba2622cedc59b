// log: return called
// log: TypeError: The iterator does not provide a 'throw' method.
const noThrow = { [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }), return() { console.log('return called'); return {}; } }; } };
function* g() { yield* noThrow; }
const it = g();
it.next();
try { it.throw(new Error('x')); } catch (e) { console.log(e.name + ': ' + e.message); }
