// log: Cannot access 'b' before initialization
// log: 2
function f() { return b; }
try { f(); } catch (e) { console.log(e.message); }
const b = 2;
console.log(f());
