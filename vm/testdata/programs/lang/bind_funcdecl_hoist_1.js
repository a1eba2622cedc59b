// log: hoisted
// log: in switch
console.log(f());
function f() { return 'hoisted'; }
switch (1) { case 1: console.log(g()); function g() { return 'in switch'; } }
