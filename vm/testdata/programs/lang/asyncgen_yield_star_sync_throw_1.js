// log: {"value":1,"done":false}
// log: {"value":"caught err","done":false}
// log: {"done":true}
function* syncInner() { try { yield 1; } catch (e) { yield 'caught ' + e; } }
async function* g() { yield* syncInner(); }
const it = g();
console.log(JSON.stringify(await it.next()));
console.log(JSON.stringify(await it.throw('err')));
console.log(JSON.stringify(await it.next()));
