// value: {"awaitPromise":2,"awaitThenable":3,"nested":4,"resolveWithPromise":3,"retPromise":3,"retThenable":2,"retValue":1,"thenReturnsPromise":4}
// log: {"retValue":1,"retPromise":3,"retThenable":2,"awaitPromise":2,"awaitThenable":3,"nested":4,"resolveWithPromise":3,"thenReturnsPromise":4}
// log: p start > c start > iife > sync after producer() > all-1 > iife end > m1 > m2 > c end > m3 > p end > m4 > awaited producer
// Tick counting: how many microtask turns async returns, awaits of promises and thenables take.
let tick = 0;
let running = true;
const ticker = (async () => {
  while (running && tick < 50) {
    await null;
    tick++;
  }
})();
const stamps = {};
async function retValue() { return 1; }
async function retPromise() { return Promise.resolve(1); }
async function retThenable() { return { then(r) { r(1); } }; }
async function awaitPromise() { await Promise.resolve(1); return 1; }
async function awaitThenable() { await { then(r) { r(1); } }; return 1; }
async function nested() { return await retPromise(); }
const probes = { retValue, retPromise, retThenable, awaitPromise, awaitThenable, nested };
for (const [name, fn] of Object.entries(probes)) {
  const start = tick;
  await fn();
  stamps[name] = tick - start;
}
const start = tick;
await new Promise((r) => r(Promise.resolve()));
stamps.resolveWithPromise = tick - start;
const s2 = tick;
await Promise.resolve().then(() => Promise.resolve());
stamps.thenReturnsPromise = tick - s2;
running = false;
await ticker;
console.log(JSON.stringify(stamps));
const order = [];
async function producer() {
  order.push("p start");
  await consumer();
  order.push("p end");
}
async function consumer() {
  order.push("c start");
  await Promise.all([Promise.resolve().then(() => order.push("all-1")), (async () => { order.push("iife"); await null; order.push("iife end"); })()]);
  order.push("c end");
}
const pp = producer();
order.push("sync after producer()");
Promise.resolve().then(() => order.push("m1")).then(() => order.push("m2")).then(() => order.push("m3")).then(() => order.push("m4"));
await pp;
order.push("awaited producer");
console.log(order.join(" > "));
return stamps;
