// value: null
// log: [ 'length', 'name', 'prototype' ] [ 'length', 'name' ] [ 'length', 'name', 'prototype' ]
// log: [ 'length', 'name' ] [ 'length', 'name' ]
// log: {"value":"f","writable":false,"enumerable":false,"configurable":true} {"value":2,"writable":false,"enumerable":false,"configurable":true}
// log: true false [ 'length', 'prototype' ]
// log: true false
// log: {"value":7,"writable":false,"enumerable":false,"configurable":false} 7
// log: renamed {"value":"renamed","writable":false,"enumerable":false,"configurable":true}
// log: TypeError
// log: false q {"value":"q","writable":false,"enumerable":false,"configurable":false}
// log: 0 0
function f(a, b) { "use strict"; }
const g = (x) => x;
class C { m() {} }
console.log(Object.getOwnPropertyNames(f), Reflect.ownKeys(g), Object.getOwnPropertyNames(C));
console.log(Object.getOwnPropertyNames(Array.prototype.push), Object.getOwnPropertyNames(f.bind(null, 1)));
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(f, "name")), JSON.stringify(Object.getOwnPropertyDescriptor(Math.max, "length")));
console.log(delete f.name, f.hasOwnProperty("name"), Object.getOwnPropertyNames(f));
console.log(delete g.length, g.hasOwnProperty("length"));
Object.defineProperty(g, "length", { value: 7 });
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(g, "length")), g.length);
const h = function () {};
Object.defineProperty(h, "name", { value: "renamed" });
console.log(h.name, JSON.stringify(Object.getOwnPropertyDescriptor(h, "name")));
try { (function () { "use strict"; h.name = "z"; })(); } catch (e) { console.log(e.constructor.name); }
const fr = Object.freeze(function q() {});
console.log(delete fr.name, fr.name, JSON.stringify(Object.getOwnPropertyDescriptor(fr, "name")));
for (const k in f) console.log("enum", k);
console.log(Object.keys(Math.max).length, Object.keys(f).length);
