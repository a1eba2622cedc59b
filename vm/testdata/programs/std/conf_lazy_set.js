// log: 3.141592653589793
// log: TypeError Cannot assign to read only property 'E' of object '#<Object>'
// log: false true []
// log: TypeError Immutable prototype object 'Object.prototype' cannot have their prototype set
// log: null
// log: 1
// log: 1
// Assignments reach built-in properties not created yet: read-only constants
// stay, Object.prototype.__proto__'s setter runs, Object.prototype is immutable.
Math.PI = 5; console.log(Math.PI);
try { (function () { "use strict"; Math.E = 1; })(); } catch (e) { console.log(e.name, e.message); }
const o = {}; o.__proto__ = Array.prototype; console.log(Array.isArray(o), o instanceof Array, Object.keys(o));
Object.prototype.__proto__ = null;
try { Object.prototype.__proto__ = {}; } catch (e) { console.log(e.name, e.message); }
console.log(Object.getPrototypeOf(Object.prototype));
Array.prototype.myFn = function () { return 1; }; console.log([].myFn());
class C extends Array {} ; const c = new C(); c.push(1); console.log(c.length);
