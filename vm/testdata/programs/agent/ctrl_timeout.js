// value: {"any":"fast","out":["work2","TimeoutError: timed out after 3 ticks","work3"],"settled":4,"winner":"two"}
// log: [ 'work2', 'TimeoutError: timed out after 3 ticks', 'work3' ]
// log: any: fast
// log: AggregateError AggregateError All promises were rejected [ 'a', 'b', 'c' ] true
// log: AggregateError: All promises were rejected 0
// log: [ 'fulfilled:x', 'rejected:y', 'fulfilled:42', 'rejected:plain' ]
// Timeouts simulated with Promise.race, plus Promise.any / allSettled over simulated tool calls.
function delay(ticks, value, fail = false) {
  return new Promise((resolve, reject) => {
    let p = Promise.resolve();
    for (let i = 0; i < ticks; i++) p = p.then(() => {});
    p.then(() => (fail ? reject(new Error(value)) : resolve(value)));
  });
}
class TimeoutError extends Error {
  constructor(ms) {
    super(`timed out after ${ms} ticks`);
    this.name = "TimeoutError";
  }
}
function withTimeout(promise, ticks) {
  const timer = delay(ticks, null).then(() => { throw new TimeoutError(ticks); });
  timer.catch(() => {});
  return Promise.race([promise, timer]);
}
const out = [];
for (const [work, limit] of [[2, 5], [8, 3], [3, 3]]) {
  try {
    out.push(await withTimeout(delay(work, `work${work}`), limit));
  } catch (e) {
    out.push(`${e.name}: ${e.message}`);
  }
}
console.log(out);
const any = await Promise.any([delay(3, "slow"), delay(1, "bad", true), delay(2, "fast")]);
console.log("any:", any);
try {
  await Promise.any([delay(1, "a", true), delay(2, "b", true), Promise.reject(new TypeError("c"))]);
} catch (e) {
  console.log(e.constructor.name, e.name, e.message, e.errors.map((x) => x.message), e instanceof AggregateError);
}
try {
  await Promise.any([]);
} catch (e) {
  console.log(String(e), e.errors.length);
}
const settled = await Promise.allSettled([delay(1, "x"), delay(2, "y", true), 42, Promise.reject("plain")]);
console.log(settled.map((s) => s.status + ":" + (s.status === "fulfilled" ? s.value : s.reason instanceof Error ? s.reason.message : s.reason)));
const winner = await Promise.race([delay(4, "four"), delay(2, "two"), delay(3, "three")]);
return { out, any, winner, settled: settled.length };
