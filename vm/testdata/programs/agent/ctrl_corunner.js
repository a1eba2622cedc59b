// value: {"order":[1,2,3],"out":{"a":2,"b":"recovered:oops","c":[2,"recovered:oops"]},"timeline":["\u003eouter","\u003einner","\u003cinner","\u003couter"]}
// log: {"a":2,"b":"recovered:oops","c":[2,"recovered:oops"]}
// log: TypeError gen failed
// log: [ 1, 2, 3 ]
// log: [ undefined, 'handler saw 42' ] 42 [ 'handler saw 43' ]
// log: 11 >outer>inner<inner<outer
// A generator-driven async runner (co style), tick-based sleeps, a promise-based event bus with once(), and nested async wrappers.
function run(genFn, ...args) {
  const it = genFn(...args);
  return new Promise((resolve, reject) => {
    function step(method, arg) {
      let r;
      try { r = it[method](arg); } catch (e) { return reject(e); }
      if (r.done) return resolve(r.value);
      Promise.resolve(r.value).then((v) => step("next", v), (e) => step("throw", e));
    }
    step("next");
  });
}
const out = await run(function* (x) {
  const a = yield Promise.resolve(x + 1);
  let b;
  try { b = yield Promise.reject(new Error("oops")); } catch (e) { b = "recovered:" + e.message; }
  const c = yield [a, b];
  return { a, b, c };
}, 1);
console.log(JSON.stringify(out));
try { await run(function* () { yield 1; throw new TypeError("gen failed"); }); } catch (e) { console.log(e.name, e.message); }
const sleepTicks = (n) => n <= 0 ? Promise.resolve() : Promise.resolve().then(() => sleepTicks(n - 1));
const order = [];
await Promise.all([3, 1, 2].map(async (n) => { await sleepTicks(n); order.push(n); }));
console.log(order);
class EventBus { #subs = new Map(); on(t, f) { if (!this.#subs.has(t)) this.#subs.set(t, new Set()); this.#subs.get(t).add(f); return () => this.#subs.get(t).delete(f); } async emit(t, p) { const r = []; for (const f of this.#subs.get(t) ?? []) r.push(await f(p)); return r; } once(t) { return new Promise((res) => { const off = this.on(t, (p) => { off(); res(p); }); }); } }
const bus = new EventBus();
const waiting = bus.once("ready");
bus.on("ready", async (p) => `handler saw ${p}`);
console.log(await bus.emit("ready", 42), await waiting, await bus.emit("ready", 43));
const timeline = [];
const withLog = (name, fn) => async (...a) => { timeline.push(`>${name}`); try { return await fn(...a); } finally { timeline.push(`<${name}`); } };
const inner = withLog("inner", async (x) => x * 2);
const outer = withLog("outer", async (x) => (await inner(x)) + 1);
console.log(await outer(5), timeline.join(""));
return { out, order, timeline };
