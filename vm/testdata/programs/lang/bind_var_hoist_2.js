// log: undefined
// log: 3
function f() { if (false) { var z = 1; } return z; }
console.log(f());
for (var i = 0; i < 3; i++) {}
console.log(i);
