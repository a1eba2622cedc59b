// log: [ 3, [ 1, 'a', null ], 'object' ]
// log: 3
function f() { return [arguments.length, Array.from(arguments), typeof arguments]; }
console.log(f(1, 'a', null));
function g(a) { return arguments[0] + arguments[1]; }
console.log(g(1, 2));
