// log: one string one two other
// log: default
// log: fall 4
function f(x) { switch (x) { case 1: return 'one'; case '1': return 'string one'; default: return 'other'; case 2: return 'two'; } }
console.log(f(1), f('1'), f(2), f(3));
switch (3) { default: console.log('default'); case 4: console.log('fall 4'); break; case 5: console.log('five'); }
