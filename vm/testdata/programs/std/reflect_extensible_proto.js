// value: null
// log: [
// log:   '#<Object> is not extensible',
// log:   'Object.setPrototypeOf called on null or undefined',
// log:   1,
// log:   true,
// log:   false,
// log:   true,
// log:   false,
// log:   true,
// log:   true,
// log:   false,
// log:   '{"value":1,"writable":true,"enumerable":true,"configurable":true}',
// log:   'TypeError',
// log:   2,
// log:   'getOwnPropertyDescriptor'
// log: ]
const o = Object.preventExtensions({});
const r = [];
try { Object.setPrototypeOf(o, null); } catch (e) { r.push(e.message); }
try { Object.setPrototypeOf(null, {}); } catch (e) { r.push(e.message); }
r.push(Object.setPrototypeOf(1, null), Object.setPrototypeOf(o, Object.prototype) === o);
r.push(Reflect.setPrototypeOf(o, null), Reflect.setPrototypeOf({}, null), Reflect.isExtensible(o), Reflect.isExtensible({}));
const x = {};
r.push(Reflect.preventExtensions(x), Object.isExtensible(x), JSON.stringify(Reflect.getOwnPropertyDescriptor({ a: 1 }, "a")));
try { Reflect.getPrototypeOf(1); } catch (e) { r.push(e.constructor.name); }
r.push(Reflect.setPrototypeOf.length, Reflect.getOwnPropertyDescriptor.name);
console.log(r);
