// node: skip (node 20 predates ES2025's closing of the sync iterator; this is node 24's output)
// log: next,return,TypeError: The iterator does not provide a 'throw' method.,next2,return2,caught bad
// The async-from-sync iterator (yield* and for await over a sync iterable)
// closes the sync iterator when it has no throw method and when a value
// it yields rejects.
let log = [];
const sync = { [Symbol.iterator]() { return { next() { log.push("next"); return { value: 1, done: false }; }, return() { log.push("return"); return {}; } }; } };
async function* g() { yield* sync; }
const it = g();
await it.next();
try { await it.throw(new Error("boom")); } catch (e) { log.push(e.constructor.name + ": " + e.message); }
const sync2 = { [Symbol.iterator]() { return { next() { log.push("next2"); return { value: Promise.reject("bad"), done: false }; }, return() { log.push("return2"); return {}; } }; } };
try { for await (const x of sync2) { log.push("body"); } } catch (e) { log.push("caught " + e); }
console.log(log.join());
