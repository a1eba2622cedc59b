// log: inner
// log: outer
// log: param
let x = 'outer';
{ let x = 'inner'; console.log(x); }
console.log(x);
function f(x) { { let x = 'block'; } return x; }
console.log(f('param'));
