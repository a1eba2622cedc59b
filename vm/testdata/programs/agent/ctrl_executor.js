// value: {"r1":"first","r2":"early throw","r3":"TypeError: bad value 1"}
// log: [
// log:   'executor runs synchronously',
// log:   'executor continues after resolve',
// log:   'after constructor',
// log:   'throwsEarly returned true'
// log: ]
// log: first early throw TypeError: bad value 1 [ 'rejected: two is bad' ]
// log: [ 'open-1', 'open-2', 'open-3' ]
// log: deferred value
// log: caught deferred failure
// log: yes: inner rejection
// log: ABC
// Promise executors, throws in then-callbacks, async functions throwing before their first await.
const log = [];
const p1 = new Promise((resolve, reject) => {
  log.push("executor runs synchronously");
  resolve("first");
  reject(new Error("ignored"));
  log.push("executor continues after resolve");
});
log.push("after constructor");
const r1 = await p1;
async function throwsEarly(flag) {
  if (flag) throw new Error("early throw");
  await null;
  return "late";
}
const pe = throwsEarly(true);
log.push("throwsEarly returned " + (pe instanceof Promise));
const r2 = await pe.catch((e) => e.message);
const r3 = await Promise.resolve(1)
  .then((v) => {
    throw new TypeError(`bad value ${v}`);
  })
  .then(() => "not reached")
  .catch((e) => `${e.name}: ${e.message}`);
const results = await Promise.all(
  [1, 2, 3].map(async (n) => {
    if (n === 2) throw new RangeError("two is bad");
    return n;
  })
).catch((e) => [`rejected: ${e.message}`]);
console.log(log);
console.log(r1, r2, r3, results);
let resolveLater;
const gate = new Promise((r) => (resolveLater = r));
const waiters = [1, 2, 3].map((i) => gate.then((v) => `${v}-${i}`));
resolveLater("open");
console.log(await Promise.all(waiters));
function deferred() {
  let resolve, reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const d = deferred();
setTimeoutLike(() => d.resolve("deferred value"));
function setTimeoutLike(fn) {
  Promise.resolve().then(fn);
}
console.log(await d.promise);
const d2 = deferred();
d2.reject(new Error("deferred failure"));
try {
  await d2.promise;
} catch (e) {
  console.log("caught", e.message);
}
const resolvedWithRejected = new Promise((r) => r(Promise.reject(new Error("inner rejection"))));
console.log(await resolvedWithRejected.then(() => "no", (e) => "yes: " + e.message));
const order = [];
new Promise((r) => {
  order.push("A");
  r();
}).then(() => order.push("C"));
order.push("B");
await null;
await null;
console.log(order.join(""));
return { r1, r2, r3 };
