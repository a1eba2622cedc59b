// value: null
// log: x 5
// log: Cannot assign to read only property 'name' of function 'function f(a, b) {}'
// log: Cannot assign to read only property 'length' of function 'function max() { [native code] }'
// log: TypeError
// log: f 2 2 max
// log: { value: 2, writable: false, enumerable: false, configurable: true } {
// log:   value: 'max',
// log:   writable: false,
// log:   enumerable: false,
// log:   configurable: true
// log: }
// log: h  map bound h 1
// log: m
"use strict";
class A { static name = "x"; static length = 5 }
console.log(A.name, A.length);
function f(a, b) {}
try { f.name = "g"; } catch (e) { console.log(e.message); }
try { Math.max.length = 9; } catch (e) { console.log(e.message); }
try { f.length = 9; } catch (e) { console.log(e.constructor.name); }
console.log(f.name, f.length, Math.max.length, Math.max.name);
console.log(Object.getOwnPropertyDescriptor(f, "length"), Object.getOwnPropertyDescriptor(Math.max, "name"));
Object.defineProperty(f, "name", { value: "h" });
console.log(f.name, (() => 1).name, [].map.name, f.bind(null).name, f.bind(null, 1).length);
const o = { m() {} }; console.log(o.m.name);
