// log: a body 1
// log: a body 2
// log: a return called
// log: caught body a
// log: b return called
// log: caught body b
// log: c return called
// log: caught true
// log: d return called
// log: caught from return
// log: e 1
// log: e return called
// log: f return called
// log: f 10
// log: g 6
// An exception in a for await body calls the async iterator's return()
// and awaits it; the body's exception wins over one from return().
function source(label, returnThrows) {
  let i = 0;
  return {
    [Symbol.asyncIterator]() { return this; },
    next() { i++; return Promise.resolve({ value: i, done: i > 3 }); },
    return() {
      console.log(label, "return called");
      if (returnThrows) throw new Error("from return");
      return Promise.resolve({ done: true });
    },
  };
}
async function main() {
  try {
    for await (const v of source("a", false)) {
      console.log("a body", v);
      if (v === 2) throw new Error("body a");
    }
  } catch (e) { console.log("caught", e.message); }
  try {
    for await (const v of source("b", true)) {
      if (v === 1) throw new Error("body b");
    }
  } catch (e) { console.log("caught", e.message); }
  try {
    for await (const [x] of source("c", false)) { console.log("unreached", x); }
  } catch (e) { console.log("caught", e instanceof TypeError); }
  try {
    for await (const v of source("d", true)) { break; }
  } catch (e) { console.log("caught", e.message); }
  for await (const v of source("e", false)) { if (v === 2) break; console.log("e", v); }
  const r = await (async () => { for await (const v of source("f", false)) return v * 10; })();
  console.log("f", r);
  let n = 0;
  for await (const v of source("g", false)) { n += v; }
  console.log("g", n);
}
main();
