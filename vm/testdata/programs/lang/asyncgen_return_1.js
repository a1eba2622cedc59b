// log: {"value":1,"done":false}
// log: finally
// log: {"value":"early","done":true}
// log: {"done":true}
async function* g() { try { yield 1; yield 2; } finally { console.log('finally'); } }
const it = g();
console.log(JSON.stringify(await it.next()));
console.log(JSON.stringify(await it.return('early')));
console.log(JSON.stringify(await it.next()));
