// value: {"count":3,"results":["one","two","after switch 2","other","after switch 3"]}
// log: 00 f00 f01 src2 closed 10 f10 f11 src2 closed src2 closed
// log: finally 0 finally 1 src3 closed
// log: finally in return src3 closed
// log: fin src3 closed
// log: 00 f00 f01 asrc2 closed 10 f10 f11 asrc2 closed f20 asrc2 closed asrc3 closed
// log: try [ 'finally ran' ]
// log: finally
// log: finally threw
// log: [ 0, 'f0', 'i1', 'f1', 2, 'f2' ]
// log: outer caught inner [ 'finally ran', 'inner finally' ]
// log: [ 'one', 'two', 'after switch 2', 'other', 'after switch 3' ]
// log: 3
// break, continue and return out of for-of / for await loops run the loop body's finally blocks before closing the iterators.
const log = [];
function* src(n) { try { for (let i = 0; i < n; i++) yield i; } finally { log.push(`src${n} closed`); } }
outer: for (const a of src(2)) {
  for (const b of src(2)) {
    try {
      if (b === 1) continue outer;
      log.push(`${a}${b}`);
    } finally {
      log.push(`f${a}${b}`);
    }
  }
}
console.log(log.join(" "));
log.length = 0;
for (const a of src(3)) { try { if (a === 1) break; } finally { log.push("finally " + a); } }
console.log(log.join(" "));
log.length = 0;
function f() { for (const a of src(3)) { try { return a; } finally { log.push("finally in return"); } } }
f(); console.log(log.join(" "));
log.length = 0;
lbl: { for (const a of src(3)) { try { break lbl; } finally { log.push("fin"); } } }
console.log(log.join(" "));
const log2 = [];
async function* asrc(n) { try { for (let i = 0; i < n; i++) { await null; yield i; } } finally { log2.push(`asrc${n} closed`); } }
outer: for await (const a of asrc(3)) {
  inner: for await (const b of asrc(2)) {
    try {
      if (b === 1) continue outer;
      if (a === 2) break outer;
      log2.push(`${a}${b}`);
    } finally {
      await null;
      log2.push(`f${a}${b}`);
    }
  }
}
console.log(log2.join(" "));
async function retInFinally() { try { return "try"; } finally { await null; log2.length = 0; log2.push("finally ran"); } }
console.log(await retInFinally(), log2);
async function overrideReturn() { try { return "try"; } finally { return "finally"; } }
console.log(await overrideReturn());
async function throwAfterReturn() { try { return "try"; } finally { throw new Error("finally threw"); } }
console.log(await throwAfterReturn().catch((e) => e.message));
async function loopAwait() { const out = []; for (let i = 0; i < 3; i++) { try { if (i === 1) throw new Error("i1"); out.push(await Promise.resolve(i)); } catch (e) { out.push(e.message); continue; } finally { out.push("f" + i); } } return out; }
console.log(await loopAwait());
async function nestedTry() { try { try { await Promise.reject(new Error("inner")); } finally { log2.push("inner finally"); } } catch (e) { return "outer caught " + e.message; } }
console.log(await nestedTry(), log2);
const results = [];
for (const x of [1, 2, 3]) {
  switch (x) {
    case 1: results.push("one"); continue;
    case 2: results.push("two"); break;
    default: results.push("other");
  }
  results.push("after switch " + x);
}
console.log(results);
let count = 0;
do { count++; if (count < 3) continue; break; } while (true);
console.log(count);
return { count, results };
