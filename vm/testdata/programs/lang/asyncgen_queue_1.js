// log: start
// log: queued
// log: {"value":"a","done":false}
// log: {"value":"b","done":false}
// log: {"done":true}
// log: {"done":true}
async function* g() { console.log('start'); yield 'a'; yield 'b'; }
const it = g();
const ps = [it.next(), it.next(), it.next(), it.next()];
console.log('queued');
for (const p of ps) console.log(JSON.stringify(await p));
