// value: 4
// log: [ [ 0, 1, 2 ], [ 3, 4, 5 ], [ 6 ] ]
// log: naturals closed at 5
// log: take cleanup after 5
// log: [ 0, 1, 2, 3 ]
// log: [ [ 0, 1 ], [ 2, 3 ] ]
// log: [ 1, 2, 3 ]
// log: got 1
// log: caught: stream broke
// log: { value: 0, done: false } { value: 1, done: false }
// log: naturals closed at 2
// log: { value: 99, done: true } { value: undefined, done: true }
// log: item x
// log: queue return
// log: p1
// log: p2
// log: [ '0', '1', '0+1', '2' ]
// log: function true [object AsyncGenerator]
// log: naturals closed at 1
// log: throw(): injected
// log: { value: undefined, done: true }
// Async generators, for await, Array.fromAsync, early return and error propagation.
async function* pages(total, size) {
  for (let start = 0; start < total; start += size) {
    await null;
    yield Array.from({ length: Math.min(size, total - start) }, (_, i) => start + i);
  }
}
const all = [];
for await (const page of pages(7, 3)) all.push(page);
console.log(all);
async function* take(src, n) {
  let i = 0;
  try {
    for await (const x of src) {
      if (i++ >= n) return;
      yield x;
    }
  } finally {
    console.log("take cleanup after", i);
  }
}
async function* naturals() {
  let n = 0;
  try {
    while (true) yield n++;
  } finally {
    console.log("naturals closed at", n);
  }
}
const firstFour = [];
for await (const v of take(naturals(), 4)) firstFour.push(v);
console.log(firstFour);
const collect = async (it) => { const out = []; for await (const x of it) out.push(x); return out; };
console.log(await collect(pages(4, 2)));
console.log(await collect([Promise.resolve(1), 2, Promise.resolve(3)]));
async function* failing() {
  yield 1;
  throw new Error("stream broke");
}
try {
  for await (const v of failing()) console.log("got", v);
} catch (e) {
  console.log("caught:", e.message);
}
const gen = naturals();
console.log(await gen.next(), await gen.next());
console.log(await gen.return(99), await gen.next());
const queue = {
  items: ["x", "y", "z"],
  [Symbol.asyncIterator]() {
    let i = 0;
    const items = this.items;
    return {
      next: async () => (i < items.length ? { value: items[i++], done: false } : { value: undefined, done: true }),
      return: async () => { console.log("queue return"); return { done: true }; },
    };
  },
};
for await (const it of queue) {
  if (it === "y") break;
  console.log("item", it);
}
const syncIterOfPromises = [Promise.resolve("p1"), "p2"];
for await (const v of syncIterOfPromises) console.log(v);
async function* merge(...gens) {
  for (const g of gens) yield* g;
}
const merged = [];
for await (const v of merge(pages(2, 1), pages(3, 2))) merged.push(v.join("+"));
console.log(merged);
const ag = pages(1, 1);
console.log(typeof ag[Symbol.asyncIterator], ag[Symbol.asyncIterator]() === ag, Object.prototype.toString.call(ag));
const gThrow = naturals();
await gThrow.next();
try {
  await gThrow.throw(new Error("injected"));
} catch (e) {
  console.log("throw():", e.message);
}
console.log(await gThrow.next());
return merged.length;
