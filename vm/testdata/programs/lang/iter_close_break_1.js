// log: closed
// log: closed
const it = { [Symbol.iterator]() { return { i: 0, next() { return { value: this.i++, done: false }; }, return() { console.log('closed'); return { done: true }; } }; } };
for (const x of it) { if (x === 2) break; }
outer: for (const a of [1]) { for (const b of it) { continue outer; } }
