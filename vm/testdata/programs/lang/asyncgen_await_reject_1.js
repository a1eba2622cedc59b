// log: caught rejected yield
async function* g() { yield Promise.reject(new Error('rejected yield')); }
try { for await (const v of g()) console.log(v); } catch (e) { console.log('caught', e.message); }
