// log: ReferenceError Cannot access 'q' before initialization
// log: undefined
try { typeof q; let q = 1; } catch (e) { console.log(e.name, e.message); }
console.log(typeof notDeclaredAnywhere);
