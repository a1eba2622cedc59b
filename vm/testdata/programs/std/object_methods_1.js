// value: null
// log: [ '1', '2', 'b', 'a' ] [ 'one', 'two', 2, 1 ] [ [ '1', 'one' ], [ '2', 'two' ], [ 'b', 2 ], [ 'a', 1 ] ] {"1":"one","2":"two","b":2,"a":1}
// log: { x: 1, y: [ 2 ] } { m: 1 } { '0': 9, '1': 'i', a: 1 }
// log: { x: 1, inner: { y: 3 } } true false
// log: { x: 2 } true false
// log: hi al true true false true true
// log: [Object: null prototype] { k: 1 } [ 'k' ] undefined
// log: true false [ '0', '1', 'length' ] [ '0', '1', 'length' ] [ [ '0', 7 ], [ '1', 8 ] ]
// log: { g: [Getter] } 1 [ 'g' ] { value: 1, writable: false, enumerable: false, configurable: false } {"v":{"value":1,"writable":true,"enumerable":true,"configurable":true}}
// log: TypeError Object.defineProperty called on non-object
const o = { b: 2, a: 1, 2: "two", 1: "one", [Symbol("s")]: 3 };
console.log(Object.keys(o), Object.values(o), Object.entries(o), JSON.stringify(o));
console.log(Object.fromEntries([["x", 1], ["y", [2]]]), Object.fromEntries(new Map([["m", 1]])), Object.assign({}, null, { a: 1 }, "hi", [9]));
const frozen = Object.freeze({ x: 1, inner: { y: 2 } }); frozen.x = 5; frozen.inner.y = 3; console.log(frozen, Object.isFrozen(frozen), Object.isFrozen(frozen.inner));
const sealed = Object.seal({ x: 1 }); sealed.x = 2; sealed.y = 3; delete sealed.x; console.log(sealed, Object.isSealed(sealed), Object.isExtensible(sealed));
const proto = { greet() { return "hi " + this.name; } }; const c = Object.create(proto, { name: { value: "al", enumerable: true } });
console.log(c.greet(), Object.getPrototypeOf(c) === proto, proto.isPrototypeOf(c), c.hasOwnProperty("greet"), Object.hasOwn(c, "name"), "greet" in c);
const n = Object.create(null); n.k = 1; console.log(n, Object.keys(n), typeof n.toString);
console.log(Object.is(NaN, NaN), Object.is(0, -0), Object.getOwnPropertyNames([1, 2]), Object.getOwnPropertyNames("ab"), Object.entries([7, 8]));
const d = {}; Object.defineProperty(d, "hidden", { value: 1 }); Object.defineProperty(d, "g", { get() { return 42; }, enumerable: true });
console.log(d, d.hidden, Object.keys(d), Object.getOwnPropertyDescriptor(d, "hidden"), JSON.stringify(Object.getOwnPropertyDescriptors({ v: 1 })));
try { Object.defineProperty(1, "x", {}); } catch (e) { console.log(e.name, e.message); }
