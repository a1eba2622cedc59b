// log: TypeError: Assignment to constant variable.
// log: 2
const c = 1;
try { c = 2; } catch (e) { console.log(e.name + ': ' + e.message); }
const o = { a: 1 }; o.a = 2; console.log(o.a);
