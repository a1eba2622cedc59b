// log: [ 1, 2, 3 ]
// log: caught x
const out = [];
for await (const v of [1, Promise.resolve(2), 3]) out.push(v);
console.log(out);
try { for await (const v of [Promise.reject(new Error('x'))]) {} } catch (e) { console.log('caught', e.message); }
