// log: [ 1, 2, 3 ] [ 1, 5, 6 ] [ 1, 2, 0 ] 1
function f(a, b = a * 2, c = b + 1) { return [a, b, c]; }
console.log(f(1), f(1, 5), f(1, undefined, 0), f.length);
