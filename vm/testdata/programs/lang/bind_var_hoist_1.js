// log: undefined undefined
// log: 1
// log: undefined
// log: 2
console.log(typeof x, x);
var x = 1;
console.log(x);
function f() { console.log(y); var y = 2; return y; }
console.log(f());
