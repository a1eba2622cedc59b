// value: {"count":3,"r1":{"bad":["failed: 3","failed: 6"],"ok":[1,2,4,5]}}
// log: { ok: [ 1, 2, 4, 5 ], bad: [ 'failed: 3', 'failed: 6' ] }
// log: [{"status":"fulfilled","value":1},{"status":"rejected","reason":"x"}]
// log: all rejected with failed: b true
// log: AggregateError All promises were rejected true 2
// log: [ 'Error:failed: p', 'TypeError:t' ]
// log: AggregateError "All promises were rejected" []
// log: 3
// log: fast
// log: race: RangeError: first
// log: several failed 2 batch []
// log: [object Error] AggregateError: several failed
// log: resolved later
// log: caught nope
// log: a1,b1,a2,b2
// log: job timed out
// log: quick
// log: [ 1, 2, 3 ]
// log: not iterable: TypeError number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// Promise combinators with rejections, AggregateError and withResolvers.
const sleepVal = (v, fail) => new Promise((res, rej) => {
  Promise.resolve().then(() => (fail ? rej(new Error(`failed: ${v}`)) : res(v)));
});
async function fetchAll(ids) {
  const settled = await Promise.allSettled(ids.map((id) => sleepVal(id, id % 3 === 0)));
  const ok = settled.filter((s) => s.status === "fulfilled").map((s) => s.value);
  const bad = settled.filter((s) => s.status === "rejected").map((s) => s.reason.message);
  return { ok, bad };
}
const r1 = await fetchAll([1, 2, 3, 4, 5, 6]);
console.log(r1);
console.log(JSON.stringify(await Promise.allSettled([1, Promise.reject("x")])));
try {
  await Promise.all([sleepVal("a"), sleepVal("b", true), sleepVal("c", true)]);
} catch (e) {
  console.log("all rejected with", e.message, e instanceof Error);
}
try {
  await Promise.any([sleepVal("p", true), Promise.reject(new TypeError("t"))]);
} catch (e) {
  console.log(e.name, e.message, e instanceof AggregateError, e.errors.length);
  console.log(e.errors.map((x) => `${x.name}:${x.message}`));
}
try {
  await Promise.any([]);
} catch (e) {
  console.log(e.constructor.name, JSON.stringify(e.message), e.errors);
}
console.log(await Promise.any([sleepVal(1, true), sleepVal(2), 3]));
console.log(await Promise.race([sleepVal("slow"), "fast"]));
try {
  await Promise.race([Promise.reject(new RangeError("first")), sleepVal("late")]);
} catch (e) {
  console.log("race:", String(e));
}
const agg = new AggregateError([new Error("e1"), "e2"], "several failed", { cause: "batch" });
console.log(agg.message, agg.errors.length, agg.cause, Object.keys(agg));
console.log(Object.prototype.toString.call(agg), agg.toString());
function deferred() {
  let resolve, reject;
  const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}
const { promise, resolve } = deferred();
Promise.resolve().then(() => resolve("resolved later"));
console.log(await promise);
const wr = deferred();
wr.reject(new Error("nope"));
const out = await wr.promise.then(
  () => "unexpected",
  (e) => `caught ${e.message}`,
);
console.log(out);
const order = [];
await Promise.all([
  (async () => { order.push("a1"); await null; order.push("a2"); })(),
  (async () => { order.push("b1"); await null; order.push("b2"); })(),
]);
console.log(order.join(","));
const ticks = async (n) => { for (let i = 0; i < n; i++) await null; };
const timeout = async (n, label) => { await ticks(n); throw new Error(`${label} timed out`); };
const work = (async () => { await ticks(20); return "done"; })();
try {
  console.log(await Promise.race([work, timeout(5, "job")]));
} catch (e) {
  console.log(e.message);
}
console.log(await Promise.race([(async () => { await ticks(1); return "quick"; })(), timeout(50, "x").catch((e) => e.message)]));
const results = await Promise.all([1, Promise.resolve(2), { then(r) { r(3); } }]);
console.log(results);
try {
  Promise.all(5).catch((e) => console.log("not iterable:", e.constructor.name, e.message));
  await null; await null;
} catch (e) {
  console.log("sync", e.message);
}
return { r1, count: results.length };
