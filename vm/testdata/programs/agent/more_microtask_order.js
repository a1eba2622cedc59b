// value: {"order":11,"users":5}
// log: [
// log:   'rv',
// log:   't1',
// log:   'thenable.then called',
// log:   'thenable.then called',
// log:   'ap',
// log:   't2',
// log:   'th',
// log:   'awaited th',
// log:   'rp',
// log:   't3',
// log:   't4'
// log: ]
// log: [
// log:   'catch1',
// log:   'then-rej',
// log:   'finally',
// log:   'settled rejected',
// log:   'any-ok',
// log:   'all 1,2',
// log:   'race-caught',
// log:   'after finally'
// log: ]
// log: [
// log:   'a1 start',
// log:   'a2 start',
// log:   'executor',
// log:   'sync',
// log:   'a2 end',
// log:   'p then',
// log:   'a1 end'
// log: ]
// log: [ 12, 22, 32 ] 3
// log: [ 'u1', 'u2', 'u1', 'u3', 'u2' ] [ 'fetch 1', 'fetch 2', 'fetch 3' ] true
// Microtask ordering of async returns, thenables, combinators and shared in-flight promises.
const order = [];
async function retPromise() { return Promise.resolve("rp"); }
async function retValue() { return "rv"; }
async function awaitPromise() { return await Promise.resolve("ap"); }
retPromise().then((v) => order.push(v));
retValue().then((v) => order.push(v));
awaitPromise().then((v) => order.push(v));
Promise.resolve().then(() => order.push("t1")).then(() => order.push("t2")).then(() => order.push("t3")).then(() => order.push("t4"));
const thenable = { then(r) { order.push("thenable.then called"); r("th"); } };
Promise.resolve(thenable).then((v) => order.push(v));
(async () => { const v = await thenable; order.push("awaited " + v); })();
for (let i = 0; i < 8; i++) await null;
console.log(order);
const o2 = [];
const p = Promise.reject(new Error("x"));
p.catch(() => o2.push("catch1"));
p.then(null, () => o2.push("then-rej"));
p.finally(() => o2.push("finally")).catch(() => o2.push("after finally"));
Promise.all([p.catch(() => 1), 2]).then((v) => o2.push("all " + v));
Promise.allSettled([p]).then((v) => o2.push("settled " + v[0].status));
Promise.any([p, Promise.resolve("any-ok")]).then((v) => o2.push(v));
Promise.race([p.catch(() => "race-caught"), new Promise(() => {})]).then((v) => o2.push(v));
for (let i = 0; i < 8; i++) await null;
console.log(o2);
const o3 = [];
async function a1() { o3.push("a1 start"); await a2(); o3.push("a1 end"); }
async function a2() { o3.push("a2 start"); await null; o3.push("a2 end"); }
a1();
new Promise((r) => { o3.push("executor"); r(); }).then(() => o3.push("p then"));
o3.push("sync");
for (let i = 0; i < 6; i++) await null;
console.log(o3);
const gen = async function* () { try { yield 1; yield 2; } finally { o3.push("gen finally"); } };
const results = await Promise.all([1, 2, 3].map(async (x, i) => { for await (const v of gen()) { if (v === 2) return x * 10 + v; } }));
console.log(results, o3.filter((s) => s === "gen finally").length);
const log = [];
const cache = new Map();
const fetchUser = (id) => {
  if (!cache.has(id)) cache.set(id, (async () => { log.push(`fetch ${id}`); await null; return { id, name: `u${id}` }; })());
  return cache.get(id);
};
const users = await Promise.all([1, 2, 1, 3, 2].map(fetchUser));
console.log(users.map((u) => u.name), log, users[0] === users[2]);
return { order: order.length, users: users.length };
