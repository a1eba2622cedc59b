// log: true true true false
// log: TypeError: Right-hand side of 'instanceof' is not an object
class A {} class B extends A {}
const b = new B();
console.log(b instanceof B, b instanceof A, b instanceof Object, [] instanceof A);
try { b instanceof 1; } catch (e) { console.log(e.name + ': ' + e.message); }
