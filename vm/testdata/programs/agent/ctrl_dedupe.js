// value: {"backendCalls":6,"hits":1,"size":4}
// log: [
// log:   'A',
// log:   'B',
// log:   'A',
// log:   'C',
// log:   'B',
// log:   'A',
// log:   'ERR backend rejected bad1',
// log:   'ERR backend rejected bad1'
// log: ]
// log: backend calls 4 size 3
// log: A 1 true false
// log: A 5
// log: same promise? false true
// Memoized async lookups with in-flight de-duplication and cache invalidation.
let backendCalls = 0;
async function backend(key) {
  backendCalls++;
  await null;
  await null;
  if (key.startsWith("bad")) throw new Error(`backend rejected ${key}`);
  return key.toUpperCase();
}
class AsyncCache {
  #values = new Map();
  #inflight = new Map();
  hits = 0;
  async get(key) {
    if (this.#values.has(key)) {
      this.hits++;
      return this.#values.get(key);
    }
    if (this.#inflight.has(key)) return this.#inflight.get(key);
    const p = backend(key)
      .then((v) => {
        this.#values.set(key, v);
        return v;
      })
      .finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, p);
    return p;
  }
  get size() {
    return this.#values.size;
  }
  invalidate(key) {
    return this.#values.delete(key);
  }
}
const cache = new AsyncCache();
const keys = ["a", "b", "a", "c", "b", "a", "bad1", "bad1"];
const settled = await Promise.allSettled(keys.map((k) => cache.get(k)));
console.log(settled.map((s) => (s.status === "fulfilled" ? s.value : "ERR " + s.reason.message)));
console.log("backend calls", backendCalls, "size", cache.size);
console.log(await cache.get("a"), cache.hits, cache.invalidate("a"), cache.invalidate("zzz"));
console.log(await cache.get("a"), backendCalls);
const p1 = cache.get("d"), p2 = cache.get("d");
console.log("same promise?", p1 === p2, p1 instanceof Promise);
await Promise.all([p1, p2]);
return { backendCalls, size: cache.size, hits: cache.hits };
