// value: [0,1,1,2,3,5,8,13,21,34]
// log: { value: 0, done: false } { value: 1, done: false } { value: 2, done: false } { value: 'end', done: true } { value: undefined, done: true }
// log: [ 0, 1, 2, 3 ] [ 0, 1 ]
// log: { value: 'first', done: false } { value: 'got a', done: false } { value: 'got b', done: false } { value: 'stopped', done: true } { value: undefined, done: true }
// log: cleanup
// log: { value: 1, done: false } { value: 9, done: true } { value: undefined, done: true }
// log: v 1
// log: cleanup
// log: { value: 1, done: false } { value: 'caught oops', done: false } { value: undefined, done: true }
// log: [ 0, 0, 1, 'a', 'b', 9 ]
// log: [ 1, 2 ] [ 'x', 'y' ]
// log: [
// log:   0, 1,  1,  2,  3,
// log:   5, 8, 13, 21, 34
// log: ] function [object Generator]
// log: 0 1 [ 2, 3, 4 ]
// log: TypeError
function* count(n) { for (let i = 0; i < n; i++) yield i; return "end"; }
const g = count(3);
console.log(g.next(), g.next(), g.next(), g.next(), g.next());
console.log([...count(4)], Array.from(count(2)));
function* echo() { let got = yield "first"; while (true) { got = yield "got " + got; if (got === "stop") return "stopped"; } }
const e = echo();
console.log(e.next("ignored"), e.next("a"), e.next("b"), e.next("stop"), e.next());
function* withFinally() { try { yield 1; yield 2; } finally { console.log("cleanup"); } }
const w = withFinally();
console.log(w.next(), w.return(9), w.next());
for (const v of withFinally()) { console.log("v", v); break; }
function* thrower() { try { yield 1; } catch (err) { yield "caught " + err; } }
const t = thrower();
console.log(t.next(), t.throw("oops"), t.next());
function* delegate() { yield 0; yield* count(2); yield* "ab"; yield 9; }
console.log([...delegate()]);
const obj = { *items() { yield* [1, 2]; }, [Symbol.iterator]: function* () { yield "x"; yield "y"; } };
console.log([...obj.items()], [...obj]);
function* fib() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } }
const first10 = [];
for (const f of fib()) { if (first10.length === 10) break; first10.push(f); }
console.log(first10, typeof g.next, Object.prototype.toString.call(g));
const [p, q, ...rest] = count(5);
console.log(p, q, rest);
try { new count(1); } catch (err) { console.log(err.constructor.name); }
return first10;
