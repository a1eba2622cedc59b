// value: null
// log: TypeError: Cannot redefine property: x
// log: ok
// log: TypeError: Cannot redefine property: x
// log: TypeError: Cannot redefine property: x
// log: TypeError: Cannot redefine property: x
// log: ok
// log: TypeError: Cannot redefine property: y
// log: TypeError: Getter must be a function: 1
// log: TypeError: Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>
// log: TypeError: Cannot define property a, object is not extensible
// log: TypeError: Cannot redefine property: a
// log: TypeError: Getter must be a function: 3
// log: TypeError: Cannot convert undefined or null to object
// log: {"enumerable":true,"configurable":true} 5
// log: {"value":6,"writable":false,"enumerable":true,"configurable":true}
// log: false true
// log: [ 'k' ] {"value":1,"writable":false,"enumerable":true,"configurable":false}
// log: [ 9 ] 0
const errs = [];
function t(f) { try { f(); errs.push("ok"); } catch (e) { errs.push(e.constructor.name + ": " + e.message); } }
const o = {};
Object.defineProperty(o, "x", { value: 1 });
t(() => Object.defineProperty(o, "x", { value: 2 }));
t(() => Object.defineProperty(o, "x", { value: 1 }));
t(() => Object.defineProperty(o, "x", { enumerable: true }));
t(() => Object.defineProperty(o, "x", { get() {} }));
t(() => Object.defineProperty(o, "x", { writable: true }));
const g = () => 1;
Object.defineProperty(o, "y", { get: g });
t(() => Object.defineProperty(o, "y", { get: g }));
t(() => Object.defineProperty(o, "y", { get: () => 2 }));
t(() => Object.defineProperty(o, "z", { get: 1 }));
t(() => Object.defineProperty(o, "z", { get: g, value: 1 }));
t(() => Object.defineProperty(Object.preventExtensions({}), "a", { value: 1 }));
t(() => Object.defineProperty(Object.freeze({ a: 1 }), "a", { value: 2 }));
t(() => Object.defineProperties({}, { a: { value: 1 }, b: { get: 3 } }));
t(() => Object.create(null, null));
console.log(errs.join("\n"));
const p = { a: 1 };
Object.defineProperty(p, "a", { get() { return 5; }, configurable: true });
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(p, "a")), p.a);
Object.defineProperty(p, "a", { value: 6 });
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(p, "a")));
console.log(Reflect.defineProperty(o, "x", { value: 3 }), Reflect.defineProperty(o, "w", { value: 3 }));
const q = Object.create({}, { k: { value: 1, enumerable: true }, [Symbol.iterator]: { value: 2 } });
console.log(Object.keys(q), JSON.stringify(Object.getOwnPropertyDescriptor(q, "k")));
const arr = [1, 2];
Object.defineProperty(arr, "length", { value: 1 });
Object.defineProperty(arr, 0, { value: 9 });
console.log(arr, Object.defineProperties([], "").length);
