// log: ReferenceError: Cannot access 'a' before initialization
// log: 1
try { console.log(a); } catch (e) { console.log(e.name + ': ' + e.message); }
let a = 1;
console.log(a);
