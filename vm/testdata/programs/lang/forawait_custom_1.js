// log: 0
// log: 1
// log: return
const src = { [Symbol.asyncIterator]() { let i = 0; return { next: async () => ({ value: i, done: i++ >= 3 }), return: async () => { console.log('return'); return { done: true }; } }; } };
for await (const v of src) { console.log(v); if (v === 1) break; }
