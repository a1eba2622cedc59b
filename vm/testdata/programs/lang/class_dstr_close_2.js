// value: ["next","return","TypeError","next","return","{\"value\":\"done\",\"done\":true}","next","return","TypeError","next","return","{\"value\":\"done\",\"done\":true}","next","return","TypeError","next","return","{\"value\":\"done\",\"done\":true}"]
// An async generator returned while paused in an array pattern's default
// closes the pattern's iterator (also inside for await and for of); a
// return method giving a non-object makes return() reject with a TypeError.
const log = [];
function iterable(ret) {
  const iterator = {
    next() { log.push("next"); return { done: false, value: undefined }; },
    return() { log.push("return"); return ret; },
  };
  return { [Symbol.iterator]: () => iterator };
}
async function* inForAwait(src) { for await ([{} = yield] of [src]) log.push("unreachable"); }
async function* plain(src) { [{} = yield] = src; }
async function* inForOf(src) { for ([{} = yield] of [src]) log.push("unreachable"); }
for (const f of [inForAwait, plain, inForOf]) {
  for (const ret of [null, {}]) {
    const it = f(iterable(ret));
    await it.next();
    try { log.push(JSON.stringify(await it.return("done"))); } catch (e) { log.push(e.constructor.name); }
  }
}
return log;
