// log: [ 1, 2 ]
// log: [ 5, 5, 9 ]
// log: function
// log: [ 3, 3, 4, 4 ]
// log: function
// log: 3
// log: [ 2 ]
// log: af 4
// With default values (or patterns) the parameters get a scope of their own:
// closures in defaults see the parameters, the body's vars start out with the
// same-named parameter's value, and body functions win over parameters.
function f(a = () => x, x = 1) { var x = 2; return [a(), x]; }
console.log(f());
function g(x, y = () => x) { var x; var z = x; x = 9; return [z, y(), x]; }
console.log(g(5));
function h(a = 1) { function a() {} return typeof a; }
console.log(h());
function k(a, b = a) { let c = b + 1; { var d = c; } return [a, b, c, d]; }
console.log(k(3));
const n = function self(x = 1) { return typeof self; };
console.log(n());
function probe(x = 1, f = () => arguments.length) { var arguments; return f(); }
console.log(probe(undefined, undefined, 3));
function* gen(a = 2) { var a; yield a; }
console.log([...gen()]);
async function af(x = 4) { var x; return x; }
af().then(v => console.log("af", v));
