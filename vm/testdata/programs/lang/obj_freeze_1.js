// log: TypeError: Cannot assign to read only property 'a' of object '#<Object>'
// log: 1 3 true false
'use strict';
const o = Object.freeze({ a: 1, nested: { b: 2 } });
try { o.a = 2; } catch (e) { console.log(e.name + ': ' + e.message); }
o.nested.b = 3;
console.log(o.a, o.nested.b, Object.isFrozen(o), Object.isFrozen(o.nested));
