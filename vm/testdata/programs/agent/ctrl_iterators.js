// value: [5,10,15,20]
// log: [ 0, 3, 6, 9 ] 4
// log: 0 1 next0,next1,next2,return,next0,next1,return
// log: next0,next1,next2
// log: stop next0,next1,return
// log: 0 1 1 2 3 5 8 13 21 34
// log: [ [ 'a', 1 ], [ 'b', 2 ] ] [ 'a', 'b' ] [ 'h', 'é', 'l', 'l', 'o' ] misp
// log: [ 20, 30 ] function true
// log: [ 1, 2, 'a', 'b' ] { k: 1, j: 2 }
// log: 0 { value: 99, done: true } { value: undefined, done: true }
// Custom Symbol.iterator, spread of iterables, early break calling return().
class Range {
  constructor(start, end, step = 1) {
    Object.assign(this, { start, end, step });
  }
  *[Symbol.iterator]() {
    for (let i = this.start; i < this.end; i += this.step) yield i;
  }
}
const events = [];
function tracked(n) {
  let i = 0;
  return {
    [Symbol.iterator]() { return this; },
    next() {
      events.push("next" + i);
      return i < n ? { value: i++, done: false } : { value: undefined, done: true };
    },
    return(v) {
      events.push("return");
      return { value: v, done: true };
    },
  };
}
console.log([...new Range(0, 10, 3)], Math.max(...new Range(1, 5)));
for (const x of tracked(5)) {
  if (x === 2) break;
}
const [first, second] = tracked(10);
console.log(first, second, events.join(","));
events.length = 0;
for (const x of tracked(2)) {}
console.log(events.join(","));
events.length = 0;
try {
  for (const x of tracked(5)) {
    if (x === 1) throw new Error("stop");
  }
} catch (e) {
  console.log(e.message, events.join(","));
}
function* fib() {
  let [a, b] = [0, 1];
  for (;;) {
    yield a;
    [a, b] = [b, a + b];
  }
}
function* take(it, n) {
  if (n <= 0) return;
  for (const v of it) {
    yield v;
    if (--n <= 0) return;
  }
}
console.log([...take(fib(), 10)].join(" "));
const m = new Map([["a", 1], ["b", 2]]);
console.log([...m], [...m.keys()], [..."héllo"], Array.from(new Set("mississippi")).join(""));
const it = [10, 20, 30][Symbol.iterator]();
it.next();
console.log([...it], typeof it.next, it[Symbol.iterator]() === it);
const obj = { *[Symbol.iterator]() { yield* [1, 2]; yield* "ab"; } };
console.log(Array.from(obj), Object.fromEntries([["k", 1], ["j", 2]]));
const g = fib();
console.log(g.next().value, g.return(99), g.next());
return [...take(new Range(5, 100, 5), 4)];
