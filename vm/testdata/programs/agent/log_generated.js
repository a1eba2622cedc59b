// log: 😀
// log: Point {
// log:   x: [
// log:     [ [Map], [Object: null prototype] ],
// log:     {
// log:       "it's": [Object],
// log:       x4: /a[b-c]+/gi,
// log:       '日本': 'long long long long long long long long long long long long long long '
// log:     },
// log:     [ [Array] ],
// log:     Error: x
// log:         at f (a.js:1:2)
// log:   ],
// log:   y: {
// log:     x0: Invalid Date,
// log:     x1: 496510n,
// log:     "it's": Point { x: [Array], y: [Map] },
// log:     '日本': [String: 'bx'],
// log:     [Symbol(sym)]: { value: 2029-03-21T20:10:57.935Z, x1: null, '日本': [Map] }
// log:   }
// log: }
// log: Point { x: Symbol(x y), y: [class K] }
// log: Acc {}
// log: Map(0) {}
// log: [
// log:   <ref *1> { self: [Circular *1] },
// log:   Invalid Date,
// log:   [Function: named],
// log:   {
// log:     '123': { '日本': [Object], name: [Map], "it's": [Map], x5: [Object] },
// log:     "it's": Point { x: Acc {}, y: [Object] },
// log:     value: Map(0) {},
// log:     name: null
// log:   },
// log:   [class K],
// log:   [
// log:     Set(1) { 720610n },
// log:     [
// log:       [Point],
// log:       [Function: named],
// log:       [Function (anonymous)],
// log:       [Set],
// log:       [Array]
// log:     ],
// log:     [
// log:       null,
// log:       [Array],
// log:       [Point],
// log:       [Array],
// log:       2009-02-24T21:19:18.586Z,
// log:       [Array],
// log:       [Object],
// log:       [Error: x],
// log:       [Object],
// log:       /a[b-c]+/gi,
// log:       [Object: null prototype]
// log:     ],
// log:     48453,
// log:     [Object: null prototype] {},
// log:     {},
// log:     Point { x: Symbol(), y: Map(0) {} },
// log:     Map(1) {
// log:       'long long long long long long long long long long long long long long ' => 153267n
// log:     },
// log:     extra: Empty {}
// log:   ],
// log:   Invalid Date
// log: ]
// log: Point {
// log:   x: { 'key with space': [ [class K], [Array], [Promise], -0 ] },
// log:   y: Map(2) {
// log:     'k y' => <ref *1> [Object: null prototype] {
// log:       '123': [Uint8Array],
// log:       id: Empty {},
// log:       value: [Point],
// log:       'key with space': [Object],
// log:       self: [Circular *1]
// log:     },
// log:     Acc {} => []
// log:   }
// log: }
// log: {}
// log: /a[b-c]+/gi Point {
// log:   x: Uint8Array(8) [
// log:     1, 2, 3, 4,
// log:     5, 6, 7, 8
// log:   ],
// log:   y: Invalid Date
// log: }
// log: [ [Point], [Object] ] Set(2) {
// log:   Point { x: Promise { 's' }, y: Point { x: Acc {}, y: [Point] } },
// log:   {
// log:     'key with space': [ Map(0) {} ],
// log:     x2: {
// log:       '123': 'k y',
// log:       "it's": -0,
// log:       '日本': [Object],
// log:       value: 1999-07-06T21:36:37.703Z
// log:     },
// log:     "it's": { value: undefined, g: [Getter] },
// log:     g: [Getter]
// log:   }
// log: }
// log: [
// log:   [ 452443n, [Object: null prototype] {}, {} ],
// log:   { "it's": 83912, value: {}, [Symbol(sym)]: { '日本': [Object] } },
// log:   [
// log:     [
// log:       [Array],
// log:       -0,
// log:       [Number: 3],
// log:       [Object],
// log:       [Array],
// log:       [Object: null prototype] {},
// log:       [Array],
// log:       extra: 996231n
// log:     ],
// log:     [
// log:       Set(0) {},
// log:       [Function (anonymous)],
// log:       [Object],
// log:       [Point],
// log:       [Array],
// log:       null,
// log:       Empty {},
// log:       [Set]
// log:     ],
// log:     [ [] ],
// log:     Map(3) {
// log:       'k y' => [Point],
// log:       Empty {} => [Map],
// log:       undefined => [Array]
// log:     },
// log:     [
// log:       /a[b-c]+/gi,
// log:       [Point],
// log:       [Function (anonymous)],
// log:       [],
// log:       40.142857142857146,
// log:       [Array],
// log:       Error: x
// log:           at f (a.js:1:2)
// log:     ],
// log:     {}
// log:   ],
// log:   Error: x
// log:       at f (a.js:1:2),
// log:   {
// log:     '123': { id: [Point], 'key with space': [Object] },
// log:     value: Map(0) {}
// log:   },
// log:   -0,
// log:   null,
// log:   Point {
// log:     x: [
// log:       [Map],     [Object],
// log:       [Object],  Map(0) {},
// log:       undefined, [Number: 3],
// log:       [Map],     546476n,
// log:       [Set],     [Object]
// log:     ],
// log:     y: Point { x: [Function (anonymous)], y: [Map] }
// log:   }
// log: ] Error: x
// log:     at f (a.js:1:2)
// log: [ [ Invalid Date ] ] [Object: null prototype] {
// log:   value: [
// log:     {},
// log:     365593n,
// log:     [ [Array], [class K], [Object], [Array], <3 empty items>, 1 ],
// log:     Point { x: Invalid Date, y: [Point] },
// log:     <ref *1> { '123': "it's", '日本': {}, self: [Circular *1] },
// log:     [Object: null prototype] {},
// log:     [ [Object], 6779.428571428572, [Object] ],
// log:     [Object: null prototype] { [Symbol(sym)]: [Map] },
// log:     [
// log:       [],
// log:       [Point],
// log:       [Object: null prototype] {},
// log:       [class K],
// log:       Acc {},
// log:       [Array],
// log:       [Array],
// log:       [Point]
// log:     ],
// log:     <ref *2> { self: [Circular *2] }
// log:   ],
// log:   id: [ <3 empty items>, 1 ]
// log: }
// Randomly generated nested values (a fixed-seed PRNG, so node and the VM log the same data): a broad
// regression net for inspect's layout decisions.
let seed = 7;
function rnd() { seed |= 0; seed = (seed + 0x6D2B79F5) | 0; let t = Math.imul(seed ^ (seed >>> 15), 1 | seed); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }
const pick = (a) => a[Math.floor(rnd() * a.length)];
class Point { constructor(x, y) { this.x = x; this.y = y; } }
class Empty {}
class Acc { get v() { return 1; } }
const words = ["a", "it's", "multi\nline text that goes on and on and on\nand on", "long ".repeat(14), "日本語のテキスト", "", "k y", "😀"];
function leaf() {
  return pick([
    () => Math.floor(rnd() * 100000) / (rnd() < 0.5 ? 1 : 7), () => pick(words), () => null, () => undefined, () => -0, () => BigInt(Math.floor(rnd() * 1e6)),
    () => Symbol(pick(["s", "", "x y"])), () => new Date(Math.floor(rnd() * 2e12)), () => new Date(NaN), () => /a[b-c]+/gi,
    () => new Point(1, 2), () => new Empty(), () => new Acc(), () => Object.create(null), () => function named() {}, () => () => 1, () => class K {},
    () => { const e = new Error(pick(words)); e.stack = pick(["Error: x", "Error: x\n    at f (a.js:1:2)"]); return e; },
    () => new Number(3), () => new String("bx"), () => Promise.resolve(pick([1, "s", null])), () => new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]),
  ])();
}
function gen(d) {
  const r = rnd();
  if (d > 4 || r < 0.35) return leaf();
  if (r < 0.55) { const n = Math.floor(rnd() * 12); const a = []; for (let i = 0; i < n; i++) a.push(gen(d + 1)); if (rnd() < 0.15) { a.length += 3; a.push(1); } if (rnd() < 0.1) a.extra = gen(d + 1); return a; }
  if (r < 0.62) { const m = new Map(); const n = Math.floor(rnd() * 4); for (let i = 0; i < n; i++) m.set(rnd() < 0.5 ? pick(words) : gen(d + 2), gen(d + 1)); return m; }
  if (r < 0.66) { const s = new Set(); const n = Math.floor(rnd() * 4); for (let i = 0; i < n; i++) s.add(gen(d + 1)); return s; }
  if (r < 0.72) { const p = new Point(gen(d + 1), gen(d + 1)); return p; }
  const o = rnd() < 0.1 ? Object.create(null) : {}; const n = Math.floor(rnd() * 7);
  for (let i = 0; i < n; i++) o[pick(["id", "name", "value", "key with space", "it's", "x" + i, "123", "日本"])] = gen(d + 1);
  if (rnd() < 0.1) o[Symbol("sym")] = gen(d + 1);
  if (rnd() < 0.1) Object.defineProperty(o, "g", { get() { return 1; }, enumerable: true });
  if (rnd() < 0.1) o.self = o;
  return o;
}
for (let i = 0; i < 8; i++) console.log(gen(0));
for (let i = 0; i < 2; i++) console.log("%s %O", gen(1), gen(1));
for (let i = 0; i < 2; i++) console.log(gen(1), gen(1));
