// value: 1
// log: {
// log:   a: { b: { c: [Object], arr: [Array] } },
// log:   m: Map(1) { 'k' => Map(1) { 'k2' => [Map] } }
// log: }
// log: [ { b: { c: [Object], arr: [Array] } } ]
// log: Set(1) { Set(1) { Set(1) { [Set] } } }
// log: {
// log:   arr: [
// log:     { id: 0, name: 'item-0' },
// log:     { id: 1, name: 'item-1' },
// log:     { id: 2, name: 'item-2' },
// log:     { id: 3, name: 'item-3' },
// log:     { id: 4, name: 'item-4' },
// log:     { id: 5, name: 'item-5' },
// log:     { id: 6, name: 'item-6' },
// log:     { id: 7, name: 'item-7' }
// log:   ]
// log: }
// log: [
// log:   'a', 'bb', 'ccc', 'dddd',
// log:   'e', 'ff', 'ggg', 'hhhh',
// log:   'i', 'jj', 'kkk', 'llll',
// log:   'm', 'nn', 'ooo', 'pppp',
// log:   'q', 'rr', 'sss', 'tttt',
// log:   'u', 'vv', 'www', 'xxxx',
// log:   'y', 'zz'
// log: ]
// log: [
// log:      0, 1000.5,
// log:   2001, 3001.5,
// log:   4002, 5002.5,
// log:   6003
// log: ] [
// log:   1, 'two',
// log:   3, 'four',
// log:   5, 'six',
// log:   7
// log: ]
// log: {
// log:   a: 'xxxxxxxxxxxxxxxxxxxx',
// log:   b: 'yyyyyyyyyyyyyyyyyyyy',
// log:   c: 'zzzzzzzzzzzzzzzzzzzz',
// log:   d: 1
// log: }
// log: { a: 'xxxxxxxxxxxxxxx', b: 'yyyyyyyyyyyyyyy', c: 1 }
// log: [
// log:   "it's",
// log:   'say "hi"',
// log:   `both ' and "`,
// log:   'back`tick',
// log:   'new\nline',
// log:   'tab\t',
// log:   'uni\x07'
// log: ]
// log: { 'quoted-key': { "single's": 1 }, normal: [ null, undefined ] } [ Symbol(), Symbol(with space), Symbol(reg) ]
// log: Temperature { label: 'room' } [ Temperature { label: 'room' } ] { t: Temperature { label: 'room' } } 20°C
// log: Derived { kind: 'base', extra: [ 1, 2 ] } true Derived Derived
// log: OldStyle { x: 5 } [ OldStyle { x: 6 } ] OldStyle {}
// log: {} { own: 2 } [Object: null prototype] { z: 1 }
// log: [Function (anonymous)] { prop: 1 } [Function: named] { a: 1, b: 'x' } [ [Function (anonymous)], [class A], [Function: Symbol] ]
// log: true false
// log: [ '1', '2', '3' ] [ 0.1, -0, 1e+21, 1e-7, 9007199254740992 ] [ true, false, null ] [ [], {}, [ [] ], [ {} ] ]
// log: {
// log:   undef: undefined,
// log:   nul: null,
// log:   nan: NaN,
// log:   inf: -Infinity,
// log:   big: 10n,
// log:   neg: -0,
// log:   date: Invalid Date
// log: }
// log: { nested: { fn: [Function: fn] { [length]: 0, [name]: 'fn' } } }
// log: { a: 1 } [ 1, [Array] ] null Symbol(q)
// log: NaN NaN 3 1000
// log: 1 is not special in node %s
// log: -0 [ -0 ] 0 -0 -0 { z: -0 }
// log: {
// log:   key0: 0,
// log:   key1: 1,
// log:   key2: 2,
// log:   key3: 3,
// log:   key4: 4,
// log:   key5: 5,
// log:   key6: 6,
// log:   key7: 7,
// log:   key8: 8,
// log:   key9: 9,
// log:   key10: 10,
// log:   key11: 11,
// log:   key12: 12,
// log:   key13: 13,
// log:   key14: 14,
// log:   key15: 15,
// log:   key16: 16,
// log:   key17: 17,
// log:   key18: 18,
// log:   key19: 19,
// log:   key20: 20,
// log:   key21: 21,
// log:   key22: 22,
// log:   key23: 23,
// log:   key24: 24,
// log:   key25: 25,
// log:   key26: 26,
// log:   key27: 27,
// log:   key28: 28,
// log:   key29: 29
// log: }
// log: {
// log:   k0: { v: 0, list: [ 0, 1 ] },
// log:   k1: { v: 1, list: [ 1, 2 ] },
// log:   k2: { v: 2, list: [ 2, 3 ] },
// log:   k3: { v: 3, list: [ 3, 4 ] },
// log:   k4: { v: 4, list: [ 4, 5 ] }
// log: }
// log: [ [ 'a', 1 ], [ 'b', 2 ] ] Map(2) { 'x' => [ 1, 2 ], 'y' => { z: 3 } } Map(2) { NaN => 'nan', null => 'null' }
// log: [ undefined, <1 empty item>, null, <2 empty items> ] [ <5 empty items> ] [ 1, <1 empty item>, 3, <2 empty items>, 6, <1 empty item> ]
// log: { toString: [Function: toString] } { valueOf: [Function: valueOf] } { [Symbol(Symbol.toPrimitive)]: [Function: [Symbol.toPrimitive]] }
// log: info 1
// log: warn { w: true }
// log: error [ 1 ]
// log: debug
// console.log depth limits, line breaking and odd shapes in agent debug output.
const deep = { a: { b: { c: { d: { e: 1 } }, arr: [[1, [2, [3]]]] } }, m: new Map([["k", new Map([["k2", new Map([["k3", 1]])]])]]) };
console.log(deep);
console.log([deep.a]);
console.log(new Set([new Set([new Set([new Set([1])])])]));
console.log({ arr: Array.from({ length: 8 }, (_, i) => ({ id: i, name: `item-${i}` })) });
console.log(Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i).repeat(i % 4 + 1)));
console.log(Array.from({ length: 7 }, (_, i) => i * 1000.5), [1, "two", 3, "four", 5, "six", 7]);
console.log({ a: "x".repeat(20), b: "y".repeat(20), c: "z".repeat(20), d: 1 });
console.log({ a: "x".repeat(15), b: "y".repeat(15), c: 1 });
console.log(["it's", 'say "hi"', `both ' and "`, "back`tick", "new\nline", "tab\t", "uni\u0007"]);
console.log({ "quoted-key": { 'single\'s': 1 }, normal: [null, undefined] }, [Symbol(), Symbol("with space"), Symbol.for("reg")]);
class Temperature {
  #c = 20;
  static unit = "C";
  constructor() { this.label = "room"; }
  get f() { return this.#c * 1.8 + 32; }
  toString() { return `${this.#c}°C`; }
}
console.log(new Temperature(), [new Temperature()], { t: new Temperature() }, `${new Temperature()}`);
class Base { constructor() { this.kind = "base"; } }
class Derived extends Base { constructor() { super(); this.extra = [1, 2]; } }
console.log(new Derived(), Object.getPrototypeOf(new Derived()) === Derived.prototype, Derived.name, new Derived().constructor.name);
function OldStyle(x) { this.x = x; }
OldStyle.prototype.getX = function () { return this.x; };
console.log(new OldStyle(5), [new OldStyle(6)], Object.create(OldStyle.prototype));
const anon = new (class {})();
const noCtor = Object.create({ hello: 1 });
noCtor.own = 2;
console.log(anon, noCtor, Object.setPrototypeOf({ z: 1 }, null));
console.log(Object.assign(() => {}, { prop: 1 }), Object.assign(function named() {}, { a: 1, b: "x" }), [function () {}, class A {}, Symbol]);
const withProtoProps = Object.create(Array.prototype);
console.log(withProtoProps instanceof Array, Array.isArray(withProtoProps));
console.log([1, 2, 3].map(String), [0.1, -0, 1e21, 1e-7, 2 ** 53], [true, false, null], [[], {}, [[]], [{}]]);
console.log({ undef: undefined, nul: null, nan: NaN, inf: -Infinity, big: 10n, neg: -0, date: new Date(NaN) });
console.log("%o", { nested: { fn() {} } });
console.log("%s %s %s %s", { a: 1 }, [1, [2]], null, Symbol("q"));
console.log("%d %d %i %f", "42abc", {}, "3.9", "1e3");
console.log("%j is not special in node", 1, "%s");
console.log(-0, [-0], 0, "-0", +"-0", { z: -0 });
const big = {};
for (let i = 0; i < 30; i++) big[`key${i}`] = i;
console.log(big);
console.log(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, { v: i, list: [i, i + 1] }])));
console.log([["a", 1], ["b", 2]], new Map(Object.entries({ x: [1, 2], y: { z: 3 } })), new Map([[NaN, "nan"], [null, "null"]]));
console.log([undefined, , null, , ,], Array(5), [1, , 3, , , 6, , ]);
console.log({ toString() { return "custom"; } }, { valueOf() { return 1; } }, { [Symbol.toPrimitive]() { return 2; } });
console.info("info", 1);
console.warn("warn", { w: true });
console.error("error", [1]);
console.debug("debug");
return 1;
