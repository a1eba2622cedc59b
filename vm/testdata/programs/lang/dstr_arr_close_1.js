// log: return called
// log: 0 1
const it = { [Symbol.iterator]() { let i = 0; return { next: () => ({ value: i++, done: false }), return() { console.log('return called'); return {}; } }; } };
const [a, b] = it;
console.log(a, b);
