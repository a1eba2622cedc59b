// log: caught returned rejection
// log: caught return arg rejected
// log: {"done":true}
async function* g() { return Promise.reject(new Error('returned rejection')); }
try { await g().next(); } catch (e) { console.log('caught', e.message); }
async function* h() { yield 1; }
const it = h();
try { await it.return(Promise.reject(new Error('return arg rejected'))); } catch (e) { console.log('caught', e.message); }
console.log(JSON.stringify(await it.next()));
