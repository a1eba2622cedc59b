// value: [0,1,"early",null]
// log: {"value":0,"done":false}
// log: {"value":11,"done":false}
// log: stream caught bad input
// log: {"value":"recovered","done":false}
// log: stream finally
// log: {"done":true}
// log: {"done":true}
// log: stream finally
// log: [{"value":0,"done":false},{"value":1,"done":false},{"value":"early","done":true},{"done":true}]
// log: {"value":"resolved-return","done":true}
// log: fresh throw: TypeError thrown into fresh generator
// log: stream finally
// log: {"value":0,"done":false} {"value":"stop","done":true}
// log: [object AsyncGenerator] function true
// Async generators with return() / throw(), and queued next() calls.
async function* stream() {
  let i = 0;
  try {
    while (true) {
      const cmd = yield i++;
      if (cmd === "skip") i += 10;
    }
  } catch (e) {
    console.log("stream caught", e.message);
    yield "recovered";
  } finally {
    await null;
    console.log("stream finally");
  }
}
const g = stream();
console.log(JSON.stringify(await g.next()));
console.log(JSON.stringify(await g.next("skip")));
console.log(JSON.stringify(await g.throw(new Error("bad input"))));
console.log(JSON.stringify(await g.next()));
console.log(JSON.stringify(await g.next()));
const h = stream();
const queued = [h.next(), h.next(), h.return("early"), h.next()];
const results = await Promise.all(queued);
console.log(JSON.stringify(results));
async function* empty() {}
const e = empty();
console.log(JSON.stringify(await e.return(Promise.resolve("resolved-return"))));
try {
  await empty().throw(new TypeError("thrown into fresh generator"));
} catch (err) {
  console.log("fresh throw:", err.name, err.message);
}
async function* delegating() {
  const r = yield* stream();
  console.log("inner returned", r);
  yield "after";
}
const d = delegating();
console.log(JSON.stringify(await d.next()), JSON.stringify(await d.return("stop")));
console.log(Object.prototype.toString.call(g), typeof g[Symbol.asyncIterator], g[Symbol.asyncIterator]() === g);
return results.map((r) => r.value);
