// value: null
// log: a%20b%26c%3Dd%2F%C3%A9%3F%F0%9F%98%80 http://x.com/a%20b?q=%C3%A9#f €  A%2F
// log: URIError URI malformed
// log: true true 5 [ 1 ] true [ 1, <1 empty item>, 3 ] true true r
// log: DataCloneError () => 1 could not be cloned.
// log: DataCloneError Symbol(q) could not be cloned.
// log: str null [ undefined ]
console.log(encodeURIComponent("a b&c=d/é?😀"), encodeURI("http://x.com/a b?q=é#f"), decodeURIComponent("%E2%82%AC%20"), decodeURI("%41%2F"));
try { encodeURIComponent("\uD800"); } catch (e) { console.log(e.name, e.message); }
const src = { n: 1, d: new Date(5), m: new Map([[1, { a: [1] }]]), s: new Set([1, 2]), arr: [1, , 3], nested: { x: { y: 1 } }, e: new RangeError("r") };
src.self = src;
const c = structuredClone(src);
console.log(c.self === c, c.d instanceof Date, c.d.getTime(), c.m.get(1).a, c.s.has(2), c.arr, c.nested.x !== src.nested.x, c.e instanceof RangeError, c.e.message);
try { structuredClone({ f: () => 1 }); } catch (e) { console.log(e.name, e.message); }
try { structuredClone(Symbol("q")); } catch (e) { console.log(e.name, e.message); }
console.log(structuredClone("str"), structuredClone(null), structuredClone([undefined]));
