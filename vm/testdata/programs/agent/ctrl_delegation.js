// value: {"first":1,"rest":[]}
// log: next undefined | next b | inner throw E | {"value":"t","done":false} | inner return R | {"value":"r","done":true}
// log: closed because no throw | TypeError: The iterator does not provide a 'throw' method.
// log: v1 | a1 finally | a2 finally
// log: caught boom | finally | [{"value":1,"done":false},{"value":2,"done":false},{"value":3,"done":false},{"done":true},{"done":true}]
// log: cleanup | [1] | cleanup | {"value":"from try","done":true} | {"value":"finally return","done":true} | {"value":"finally return","done":true}
// log: [ 2, 3 ]
// log: []
// log: destructure closed
// log: 1
// log: [ [ 2, 'b' ], [ 3, 'c' ] ]
// log: [ 'é', 'l', 'l', 'o' ]
// log: 0 1 { value: 2, done: false }
// yield* delegation to hand-written iterators, finally/return interplay, and built-in iterators resumed after break.
const log = [];
const inner = { [Symbol.iterator]() { let i = 0; return { next: (v) => { log.push("next " + v); return { value: i++, done: i > 3 }; }, return: (v) => { log.push("inner return " + v); return { value: "r", done: true }; }, throw: (e) => { log.push("inner throw " + e); return { value: "t", done: false }; } }; } };
function* outer() { const r = yield* inner; log.push("outer got " + r); }
const g = outer(); g.next("a"); g.next("b"); log.push(JSON.stringify(g.throw("E"))); log.push(JSON.stringify(g.return("R")));
console.log(log.join(" | "));
const log2 = [];
const noThrow = { [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }), return: () => { log2.push("closed because no throw"); return {}; } }; } };
function* o2() { yield* noThrow; }
const g2 = o2(); g2.next();
try { g2.throw(new Error("x")); } catch (e) { log2.push(e.constructor.name + ": " + e.message); }
console.log(log2.join(" | "));
const log3 = [];
async function* a1() { try { yield 1; yield 2; } finally { log3.push("a1 finally"); } }
async function* a2() { try { yield* a1(); } finally { log3.push("a2 finally"); } }
for await (const v of a2()) { log3.push("v" + v); break; }
console.log(log3.join(" | "));
const log4 = [];
function* withTry() { try { yield 1; } catch (e) { log4.push("caught " + e); yield 2; } finally { log4.push("finally"); } yield 3; }
const w = withTry(); log4.push(JSON.stringify([w.next(), w.throw("boom"), w.next(), w.next(), w.next()]));
console.log(log4.join(" | "));
const log5 = [];
function* retInFinally() { try { yield 1; return "from try"; } finally { log5.push("cleanup"); } }
log5.push(JSON.stringify([...retInFinally()]));
const rf = retInFinally(); rf.next(); log5.push(JSON.stringify(rf.next()));
function* overrides() { try { yield 1; } finally { return "finally return"; } }
const ov = overrides(); ov.next(); log5.push(JSON.stringify(ov.return("requested")));
const ov2 = overrides(); ov2.next(); log5.push(JSON.stringify(ov2.throw(new Error("swallowed"))));
console.log(log5.join(" | "));
const it = [1, 2, 3][Symbol.iterator](); for (const v of it) { if (v === 1) break; } console.log([...it]);
const gen = (function* () { yield 1; yield 2; yield 3; })(); for (const v of gen) { if (v === 1) break; } console.log([...gen]);
const [first] = (function* () { try { yield 1; yield 2; } finally { console.log("destructure closed"); } })();
console.log(first);
const m = new Map([[1,"a"],[2,"b"],[3,"c"]]); const e = m.entries(); for (const [k] of e) { if (k === 1) break; } console.log([...e]); const s = "héllo"[Symbol.iterator](); const [c1] = s; console.log([...s]); const k = [1,2,3].keys(); const [a, b] = k; console.log(a, b, k.next());
return { first, rest: [...gen] };
