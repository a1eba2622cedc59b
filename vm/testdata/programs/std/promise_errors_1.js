// value: null
// log: [
// log:   'RangeError',
// log:   't1',
// log:   'plain',
// log:   'all:inner',
// log:   'rejected/fulfilled',
// log:   'SyntaxError'
// log: ]
// log: true function 10
const results = [];
await Promise.reject(new RangeError("r1")).catch((e) => results.push(e.name));
await Promise.resolve().then(() => { throw new TypeError("t1"); }).catch((e) => results.push(e.message));
await new Promise((_, rej) => rej("plain")).then(null, (v) => results.push(v));
try { await Promise.all([1, Promise.reject(new Error("inner"))]); } catch (e) { results.push("all:" + e.message); }
const settled = await Promise.allSettled([Promise.reject(1), 2]); results.push(settled.map((s) => s.status).join("/"));
const f = async () => { throw new SyntaxError("async throw"); }; await f().catch((e) => results.push(e.constructor.name));
console.log(results);
const p = Promise.resolve(5); console.log(p instanceof Promise, typeof p.then, await p.then((v) => v * 2).then(String));
