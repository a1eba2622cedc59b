// log: caught boom
// log: {"value":"after","done":false}
// log: rejected not started
async function* g() { try { yield 1; } catch (e) { console.log('caught', e); yield 'after'; } }
const it = g();
await it.next();
console.log(JSON.stringify(await it.throw('boom')));
try { await g().throw(new Error('not started')); } catch (e) { console.log('rejected', e.message); }
