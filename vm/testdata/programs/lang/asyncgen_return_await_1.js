// log: async cleanup
// log: {"value":"resolved value","done":true}
async function* g() { try { yield 1; } finally { await null; console.log('async cleanup'); } }
const it = g();
await it.next();
const r = await it.return(Promise.resolve('resolved value'));
console.log(JSON.stringify(r));
