// value: {"got":["a","b"],"merged":["x","y","z"],"vals":[10,20,30]}
// log: [ 'a', 'b' ] [ 'next 0', 'next 1', 'return called' ]
// log: consumer failed [ 'next 0', 'next 1', 'return called' ]
// log: [ 10, 20, 30 ]
// log: [ 'x', 'y', 'z' ]
// log: got 1
// log: async cleanup done
// log: [ 5, 6 ] []
// log: [ 'p1', 'plain', 'p2' ]
// Custom async iterables: Symbol.asyncIterator objects, return() on break, sync iterables of thenables.
function makeFeed(items, log) {
  let i = 0;
  return {
    [Symbol.asyncIterator]() {
      return {
        next: async () => {
          await null;
          log.push(`next ${i}`);
          return i < items.length ? { value: items[i++], done: false } : { value: undefined, done: true };
        },
        return: async (v) => {
          log.push("return called");
          return { value: v, done: true };
        },
      };
    },
  };
}
const log = [];
const got = [];
for await (const item of makeFeed(["a", "b", "c", "d"], log)) {
  got.push(item);
  if (item === "b") break;
}
console.log(got, log);
const log2 = [];
try {
  for await (const item of makeFeed([1, 2, 3], log2)) {
    if (item === 2) throw new Error("consumer failed");
  }
} catch (e) {
  console.log(e.message, log2);
}
const thenables = [1, 2, 3].map((n) => ({ then(res) { res(n * 10); } }));
const vals = [];
for await (const v of thenables) vals.push(v);
console.log(vals);
async function* merge(...sources) {
  for (const src of sources) {
    for await (const v of src) yield v;
  }
}
const merged = [];
for await (const v of merge(makeFeed(["x"], []), [Promise.resolve("y")], (async function* () { yield "z"; })())) merged.push(v);
console.log(merged);
async function* withCleanup() {
  try {
    yield 1;
    yield 2;
  } finally {
    await Promise.resolve();
    console.log("async cleanup done");
  }
}
for await (const v of withCleanup()) {
  console.log("got", v);
  break;
}
async function collect(iterable, limit = Infinity) {
  const out = [];
  for await (const v of iterable) {
    if (out.length >= limit) break;
    out.push(v);
  }
  return out;
}
console.log(await collect(makeFeed([5, 6, 7], []), 2), await collect([]));
const syncGenOfPromises = function* () {
  yield Promise.resolve("p1");
  yield "plain";
  yield new Promise((r) => r("p2"));
};
console.log(await collect(syncGenOfPromises()));
return { got, vals, merged };
