// value: {"found":[1,1],"sum":1,"w":6}
// log: [ 1, 1 ]
// log: [ 1, 7 ]
// log: 1
// log: 6
// log: [ 1, 2, 3, 4, 5 ] [ 1, 4, 9, 16, 25 ] 5
// log: 1 3 [ 4, 5 ]
// log: lazy 10
// log: lazy 30
// log: Map(1) { 'a' => 1 } 3
// log: 100 212 [ 212 ] [ '_c', 'history', 'fahrenheit', 'celsius' ]
// log: function function true false
// log: 100
// log: 212 212
// log: 2 [ '_n' ] {"_n":2}
// log: TypeError Cannot set property ro of #<Object> which has only a getter
// log: [ [ 'a', 1 ], [ 'b', 2 ] ] 2 { a: 1, b: 2 }
// log: [ 2, 3 ] [] [object Array Iterator]
// log: y
// log: [ 'k1', 'v1' ] [ 0, 2, 4 ]
// log: TypeError notIterable is not iterable
// log: TypeError {} is not iterable
// log: three-ish
// log: fallthrough
// Labels, break/continue, getters/setters and Symbol.iterator on plain objects.
const grid = [
  [1, 2, 3],
  [4, -5, 6],
  [7, 8, 9],
];
let found = null;
outer: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] < 0) {
      found = [r, c];
      break outer;
    }
  }
}
console.log(found);
const skipped = [];
rows: for (const row of grid) {
  for (const v of row) {
    if (v % 2 === 0) continue rows;
    skipped.push(v);
  }
}
console.log(skipped);
let n = 0;
block: {
  n++;
  if (n > 0) break block;
  n = 100;
}
console.log(n);
let w = 0;
loop: while (true) {
  do {
    w++;
    if (w > 5) break loop;
    if (w % 2) continue loop;
  } while (false);
}
console.log(w);
const range = {
  from: 1,
  to: 5,
  [Symbol.iterator]() {
    let cur = this.from;
    const last = this.to;
    return { next: () => (cur <= last ? { value: cur++, done: false } : { value: undefined, done: true }), [Symbol.iterator]() { return this; } };
  },
};
console.log([...range], Array.from(range, (x) => x * x), Math.max(...range));
const [first, , third, ...rest] = range;
console.log(first, third, rest);
const lazy = {
  *[Symbol.iterator]() {
    yield* [10, 20];
    yield 30;
  },
};
for (const x of lazy) {
  if (x === 20) continue;
  console.log("lazy", x);
}
console.log(new Map(Object.entries({ a: 1 }).values()), new Set(lazy).size);
const temp = {
  _c: 25,
  history: [],
  get fahrenheit() { return this._c * 9 / 5 + 32; },
  set fahrenheit(f) { this.history.push(f); this._c = (f - 32) * 5 / 9; },
  get celsius() { return this._c; },
};
temp.fahrenheit = 212;
console.log(temp.celsius, temp.fahrenheit, temp.history, Object.keys(temp));
const desc = Object.getOwnPropertyDescriptor(temp, "fahrenheit");
console.log(typeof desc.get, typeof desc.set, desc.enumerable, "value" in desc);
temp.celsius = 0;
console.log(temp.celsius);
const spread = { ...temp };
console.log(spread.fahrenheit, Object.getOwnPropertyDescriptor(spread, "fahrenheit").value);
const counter = Object.defineProperties({}, {
  count: { get() { return this._n ?? 0; }, enumerable: false },
  inc: { value() { this._n = (this._n ?? 0) + 1; return this; } },
});
console.log(counter.inc().inc().count, Object.keys(counter), JSON.stringify(counter));
"use strict";
const strictObj = { get ro() { return 1; } };
try {
  (function () { "use strict"; strictObj.ro = 2; })();
} catch (e) {
  console.log(e.name, e.message);
}
class Store {
  #data = new Map();
  set(k, v) { this.#data.set(k, v); return this; }
  *[Symbol.iterator]() { yield* this.#data; }
  get size() { return this.#data.size; }
}
const st = new Store().set("a", 1).set("b", 2);
console.log([...st], st.size, Object.fromEntries(st));
const it = [1, 2, 3][Symbol.iterator]();
it.next();
console.log([...it], [...it], Object.prototype.toString.call(it));
let sum = 0;
for (const [i, v] of ["x", "y"].entries()) {
  if (i === 0) continue;
  sum += i;
  console.log(v);
}
const entriesIt = Object.entries({ k1: "v1", k2: "v2" })[Symbol.iterator]();
console.log(entriesIt.next().value, Array.from({ length: 3 }, (_, i) => i * 2));
const notIterable = { a: 1 };
try {
  for (const x of notIterable) console.log(x);
} catch (e) {
  console.log(e.name, e.message);
}
try {
  const [a] = {};
} catch (e) {
  console.log(e.name, e.message);
}
switch (3) {
  case 1:
  case 3:
    console.log("three-ish");
  case 4:
    console.log("fallthrough");
    break;
  default:
    console.log("no");
}
return { found, w, sum };
