// value: {"x":{"value":1,"writable":true,"enumerable":true,"configurable":true}}
// log: 1 2 false true false true false WeakMap { <items unknown> } WeakSet { <items unknown> }
// log: Invalid value used as weak map key
// log: { value: 1, writable: true, enumerable: true, configurable: true } { value: 3, writable: false, enumerable: false, configurable: false } undefined
// log: [ 'a', 'g', 'h' ] true 2 3 true
// log: { value: 1, writable: true, enumerable: false, configurable: false } false true
const k1 = {}, k2 = {};
const wm = new WeakMap([[k1, 1]]);
wm.set(k2, 2);
const ws = new WeakSet([k1]);
console.log(wm.get(k1), wm.get(k2), wm.has({}), ws.has(k1), ws.has(k2), wm.delete(k1), wm.has(k1), wm, ws);
try { wm.set(1, 2); } catch (e) { console.log(e.message); }
const o = { a: 1, get g() { return 2; } };
Object.defineProperty(o, "h", { value: 3 });
console.log(Object.getOwnPropertyDescriptor(o, "a"), Object.getOwnPropertyDescriptor(o, "h"), Object.getOwnPropertyDescriptor(o, "zz"));
console.log(Reflect.ownKeys(o), Reflect.has(o, "g"), Reflect.get(o, "g"), Reflect.apply(Math.max, null, [1, 3, 2]), Reflect.getPrototypeOf([]) === Array.prototype);
console.log(Object.getOwnPropertyDescriptor([1], "length"), Object.isExtensible(Object.freeze({})), Object.isSealed(Object.seal({})));
return Object.getOwnPropertyDescriptors({ x: 1 });
