// log: at call: TypeError
// log: at call: TypeError
function* g({ a }) { yield a; }
try { g(null); console.log('no error'); } catch (e) { console.log('at call:', e.name); }
async function* ag([x]) { yield x; }
try { ag(5); console.log('no error'); } catch (e) { console.log('at call:', e.name); }
