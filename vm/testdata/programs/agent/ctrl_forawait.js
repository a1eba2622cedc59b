// value: {"seen":["0:item0/item1/item2","3:item3/item4/item5","6:item6"],"sum":3,"values":[300,100,200]}
// log: [ '0:item0/item1/item2', '3:item3/item4/item5', '6:item6' ]
// log: [ 300, 100, 200 ]
// log: [ 1, 2, 3 ]
// log: numbers cleanup
// log: sum 3
// log: {"value":{"start":0,"items":["item0"]},"done":false} {"value":{"start":1,"items":["item1"]},"done":false} {"value":"finished","done":true} {"done":true}
// log: got ok
// log: caught rejected in array
// for await over async generators, arrays of promises and sync iterables of promises.
async function* pages(total, size) {
  for (let start = 0; start < total; start += size) {
    await null;
    const items = [];
    for (let i = start; i < Math.min(total, start + size); i++) items.push(`item${i}`);
    yield { start, items };
  }
  return "finished";
}
const seen = [];
for await (const page of pages(7, 3)) {
  seen.push(`${page.start}:${page.items.join("/")}`);
}
console.log(seen);
const promises = [3, 1, 2].map((n) => new Promise((r) => { let p = Promise.resolve(); for (let i = 0; i < n; i++) p = p.then(() => {}); p.then(() => r(n * 100)); }));
const values = [];
for await (const v of promises) values.push(v);
console.log(values);
const log = [];
for await (const x of [1, Promise.resolve(2), 3]) log.push(x);
console.log(log);
async function* numbers() {
  try {
    yield 1;
    yield 2;
    yield 3;
  } finally {
    console.log("numbers cleanup");
  }
}
let sum = 0;
for await (const n of numbers()) {
  sum += n;
  if (n === 2) break;
}
console.log("sum", sum);
const gen = pages(2, 1);
console.log(JSON.stringify(await gen.next()), JSON.stringify(await gen.next()), JSON.stringify(await gen.next()), JSON.stringify(await gen.next()));
try {
  for await (const v of [Promise.resolve("ok"), Promise.reject(new Error("rejected in array"))]) console.log("got", v);
} catch (e) {
  console.log("caught", e.message);
}
return { seen, values, sum };
