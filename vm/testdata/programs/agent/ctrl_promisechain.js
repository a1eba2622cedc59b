// value: [2,"recovered e1","finally threw","still raw","finally rejected"]
// log: 2 recovered e1 finally threw still raw finally rejected [ 'after finally 2', 'finally runs' ]
// log: true false false
// log: reject(p) reason is p: true
// log: a1 a2 a3 a4 a4-next a4-next2 a3-next a4-next3
// log: ok:1 err:first err:executor threw ok:before throw
// log: TypeError Promise resolver 5 is not a function
// log: TypeError Method Promise.prototype.then called on incompatible receiver #<Object>
// log: TypeError Chaining cycle detected for promise #<Promise>
// then/catch/finally semantics: values through finally, throwing in finally, non-function handlers.
const log = [];
const r1 = await Promise.resolve(1)
  .then(2)
  .then((v) => v + 1)
  .finally(() => 100)
  .then((v) => (log.push("after finally " + v), v));
const r2 = await Promise.reject(new Error("e1"))
  .then(() => "skipped")
  .catch((e) => "recovered " + e.message)
  .finally(() => log.push("finally runs"));
const r3 = await Promise.resolve("x")
  .finally(() => {
    throw new Error("finally threw");
  })
  .catch((e) => e.message);
const r4 = await Promise.reject("raw")
  .finally(() => Promise.resolve("ignored"))
  .then(null, (e) => "still " + e);
const r5 = await Promise.resolve(5).finally(() => Promise.reject(new Error("finally rejected"))).catch((e) => e.message);
console.log(r1, r2, r3, r4, r5, log);
const p = Promise.resolve(7);
const rejected = Promise.reject(p);
rejected.catch((v) => console.log("reject(p) reason is p:", v === p));
console.log(Promise.resolve(p) === p, new Promise((r) => r(p)) === p, rejected === p);
const chainOrder = [];
const a = Promise.resolve();
a.then(() => chainOrder.push("a1"));
a.then(() => chainOrder.push("a2"));
a.then(() => { chainOrder.push("a3"); return Promise.resolve(); }).then(() => chainOrder.push("a3-next"));
a.then(() => chainOrder.push("a4")).then(() => chainOrder.push("a4-next")).then(() => chainOrder.push("a4-next2")).then(() => chainOrder.push("a4-next3"));
await a;
await null;
await null;
await null;
await null;
console.log(chainOrder.join(" "));
function wrap(executor) {
  return new Promise(executor).then((v) => "ok:" + v, (e) => "err:" + (e && e.message ? e.message : e));
}
console.log(await wrap((res) => { res(1); res(2); }), await wrap((res, rej) => { rej(new Error("first")); res(3); }), await wrap(() => { throw new Error("executor threw"); }), await wrap((res) => { res("before throw"); throw new Error("ignored"); }));
try {
  new Promise(5);
} catch (e) {
  console.log(e.constructor.name, e.message);
}
try {
  Promise.resolve().then.call({}, () => {});
} catch (e) {
  console.log(e.constructor.name, e.message);
}
const self = Promise.resolve().then(() => self);
try {
  await self;
} catch (e) {
  console.log(e.constructor.name, e.message);
}
return [r1, r2, r3, r4, r5];
