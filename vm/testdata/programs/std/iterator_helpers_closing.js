// node: skip (node 20 lacks the ES2025 iterator helpers; the expected lines are node 24's)
// log: bad mapper TypeError return
// log: bad limit RangeError return
// log: mapper throws Error next return
// log: some true next next return
// log: every false next next return
// log: find 2 next next next return
// log: find none undefined next next next
// log: take end 0,1 next next return
// log: return before next {"done":true}{"done":true} return
// log: return after next {"done":true} next next return
// log: return when done {"done":true} next
// log: flatMap inner return {"done":true} next inner next inner return return
// log: wrapper return {"value":7,"done":true} return
// log: forEach throws TypeError next next return
// log: drop skips without reading value 2 reads 2 
// When the helpers close their underlying iterator (return()): on a bad
// argument, a callback's error, an early answer, take's end and the
// helper's own return(); never after the iterator finished or failed.
function source(log, n = 5) {
  let i = 0;
  return {
    __proto__: Iterator.prototype,
    next() { log.push("next"); return i < n ? { value: i++, done: false } : { value: undefined, done: true }; },
    return() { log.push("return"); return {}; },
  };
}
const run = (name, f) => { const log = []; let out; try { out = f(log); } catch (e) { out = e.constructor.name; } console.log(name, String(out), log.join(" ")); };
run("bad mapper", (log) => source(log).map(1));
run("bad limit", (log) => source(log).take(-1));
run("mapper throws", (log) => source(log).map(() => { throw new Error("x"); }).next());
run("some", (log) => source(log).some((x) => x === 1));
run("every", (log) => source(log).every((x) => x < 1));
run("find", (log) => source(log).find((x) => x === 2));
run("find none", (log) => source(log, 2).find((x) => x === 9));
run("take end", (log) => source(log).take(2).toArray().join());
run("return before next", (log) => { const h = source(log).map((x) => x); return JSON.stringify(h.return()) + JSON.stringify(h.next()); });
run("return after next", (log) => { const h = source(log).filter((x) => x); h.next(); return JSON.stringify(h.return()); });
run("return when done", (log) => { const h = source(log, 0).map((x) => x); h.next(); return JSON.stringify(h.return()); });
run("flatMap inner return", (log) => {
  const inner = { i: 0, next() { log.push("inner next"); return { value: this.i++, done: false }; }, return() { log.push("inner return"); return {}; }, [Symbol.iterator]() { return this; } };
  const h = source(log).flatMap(() => inner);
  h.next();
  return JSON.stringify(h.return());
});
run("wrapper return", (log) => { const w = Iterator.from({ next() { return { done: true }; }, return() { log.push("return"); return { value: 7, done: true }; } }); return JSON.stringify(w.return()); });
run("forEach throws", (log) => source(log).forEach((x) => { if (x === 1) throw new TypeError("stop"); }));
run("drop skips without reading value", (log) => {
  let reads = 0;
  const it = { __proto__: Iterator.prototype, i: 0, next() { return { get value() { reads++; return 1; }, done: this.i++ > 3 }; } };
  return it.drop(2).toArray().length + " reads " + reads;
});
