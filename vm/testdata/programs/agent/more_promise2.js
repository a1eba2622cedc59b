// value: [10,20,30]
// log: recovered [
// log:   'then 1',
// log:   'finally (no args)',
// log:   'after finally 2',
// log:   'finally 2',
// log:   'catch fail'
// log: ]
// log: from finally
// log: nested thenable nested thenable
// log: [
// log:   'async start',
// log:   'sync end',
// log:   'micro 1',
// log:   'micro 2',
// log:   'after await',
// log:   'micro 3'
// log: ]
// log: [ 'a', 'b', 'c', 'd', 'resolved-with-promise', 'e' ]
// log: attempt 1 failed: flaky 1
// log: attempt 2 failed: flaky 2
// log: ok on 3
// log: attempt 1 failed: always
// log: attempt 2 failed: always
// log: gave up after 2 TypeError always
// log: RangeError: in executor
// log: first
// log: TypeError: Chaining cycle detected for promise #<Promise>
// log: function Promise 1 [object Promise] [object Promise]
// log: deep true 10
// log: {
// log:   results: [ 1, 4, 9, 16, 25 ],
// log:   active: [ 'w0:0', 'w1:1', 'w0:2', 'w1:3', 'w0:4' ]
// log: }
// log: rejected with undefined
// log: [ 10, 20, 30 ]
// log: [
// log:   { status: 'rejected', reason: null },
// log:   { status: 'fulfilled', value: undefined },
// log:   { status: 'fulfilled', value: 0 }
// log: ]
// Promise chains: finally, thenables, ordering of microtasks and rejection handling.
const log = [];
const p = Promise.resolve(1)
  .then((v) => { log.push(`then ${v}`); return v + 1; })
  .finally(() => { log.push("finally (no args)"); return "ignored"; })
  .then((v) => { log.push(`after finally ${v}`); throw new Error("fail"); })
  .finally(() => log.push("finally 2"))
  .catch((e) => { log.push(`catch ${e.message}`); return "recovered"; });
console.log(await p, log);
const f2 = await Promise.reject(new Error("orig")).finally(() => { throw new Error("from finally"); }).catch((e) => e.message);
console.log(f2);
const thenable = { then(res, rej) { log.length = 0; res({ then(r) { r("nested thenable"); } }); } };
console.log(await thenable, await Promise.resolve(thenable));
const order = [];
Promise.resolve().then(() => order.push("micro 1")).then(() => order.push("micro 3"));
queueMicrotask(() => order.push("micro 2"));
(async () => { order.push("async start"); await undefined; order.push("after await"); })();
order.push("sync end");
await null; await null; await null;
console.log(order);
const order2 = [];
const pr = Promise.resolve();
pr.then(() => order2.push("a"));
pr.then(() => order2.push("b"));
const resolvedWithPromise = new Promise((r) => r(Promise.resolve("inner")));
resolvedWithPromise.then(() => order2.push("resolved-with-promise"));
Promise.resolve().then(() => order2.push("c")).then(() => order2.push("d")).then(() => order2.push("e"));
await new Promise((r) => { let n = 0; const spin = () => (++n < 6 ? Promise.resolve().then(spin) : r()); spin(); });
console.log(order2);
async function retry(fn, attempts) {
  let lastErr;
  for (let i = 1; i <= attempts; i++) {
    try {
      return await fn(i);
    } catch (e) {
      lastErr = e;
      console.log(`attempt ${i} failed: ${e.message}`);
    }
  }
  throw new Error(`gave up after ${attempts}`, { cause: lastErr });
}
console.log(await retry(async (i) => { if (i < 3) throw new Error(`flaky ${i}`); return `ok on ${i}`; }, 5));
try {
  await retry(async () => { throw new TypeError("always"); }, 2);
} catch (e) {
  console.log(e.message, e.cause.name, e.cause.message);
}
const executorThrows = new Promise(() => { throw new RangeError("in executor"); });
console.log(await executorThrows.catch((e) => `${e.name}: ${e.message}`));
const resolvedTwice = await new Promise((res, rej) => { res("first"); res("second"); rej(new Error("ignored")); });
console.log(resolvedTwice);
const selfP = new Promise((r) => setImmediateLike(() => r(selfP)));
function setImmediateLike(fn) { Promise.resolve().then(fn); }
console.log(await selfP.catch((e) => `${e.constructor.name}: ${e.message}`));
console.log(typeof Promise.prototype.then, Promise.name, Promise.length, Object.prototype.toString.call(Promise.resolve()), String(Promise.resolve()));
console.log(await Promise.resolve(Promise.resolve(Promise.resolve("deep"))), Promise.resolve(p) === p, await Promise.reject(5).catch((x) => x * 2));
const mapLimit = async (items, limit, fn) => {
  const results = new Array(items.length);
  let next = 0;
  const active = [];
  const worker = async (w) => {
    while (next < items.length) {
      const i = next++;
      active.push(`w${w}:${i}`);
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: limit }, (_, w) => worker(w)));
  return { results, active };
};
console.log(await mapLimit([1, 2, 3, 4, 5], 2, async (x) => { await null; return x * x; }));
try {
  await new Promise((_, rej) => rej(undefined));
} catch (e) {
  console.log("rejected with", e);
}
const chained = await [1, 2, 3].reduce((acc, x) => acc.then((arr) => [...arr, x * 10]), Promise.resolve([]));
console.log(chained);
const settledKinds = await Promise.allSettled([Promise.reject(null), Promise.resolve(undefined), 0]);
console.log(settledKinds);
return chained;
