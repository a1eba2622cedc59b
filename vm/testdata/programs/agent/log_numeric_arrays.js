// log: [ 1, 2, 3, 4, 5, 6 ]
// log: [
// log:   1, 2, 3, 4,
// log:   5, 6, 7
// log: ]
// log: [
// log:      10,  200, 3000,
// log:   40000,    5,   60,
// log:     700, 8000
// log: ]
// log: [
// log:     0,   1,   4,   9,  16,  25,  36,  49,
// log:    64,  81, 100, 121, 144, 169, 196, 225,
// log:   256, 289, 324, 361, 400, 441, 484, 529,
// log:   576, 625, 676, 729, 784, 841
// log: ]
// log: [
// log:        1.5,     -2.25,
// log:      3.125,         0,
// log:         -0,       NaN,
// log:   Infinity, -Infinity,
// log:      1e+21,      1e-7
// log: ]
// log: {
// log:   prices: [
// log:     19.99,   5, 120.5,
// log:      3.75,  42,   7.1,
// log:     99.99, 0.5,  1000,
// log:        12
// log:   ]
// log: }
// log: {
// log:   nested: {
// log:     values: [
// log:        1,  2,  3,  4,  5,  6,  7,
// log:        8,  9, 10, 11, 12, 13, 14,
// log:       15, 16, 17, 18, 19, 20
// log:     ]
// log:   }
// log: }
// log: [ 1, 'two', 3, 'four', 5, 'six', 7, 'eight' ]
// log: [
// log:   'alpha',   'beta',
// log:   'gamma',   'delta',
// log:   'epsilon', 'zeta',
// log:   'eta',     'theta',
// log:   'iota',    'kappa',
// log:   'lambda',  'mu'
// log: ]
// log: [
// log:   true, false,
// log:   true, false,
// log:   true, false,
// log:   true
// log: ]
// log: [
// log:      1n, 22n, 333n,
// log:   4444n,  5n,  66n,
// log:    777n
// log: ]
// log: [ null, undefined, null, undefined, 1, 2, 3 ]
// log: [
// log:   'id-a', 'id-b', 'id-c', 'id-d',
// log:   'id-e', 'id-f', 'id-g', 'id-h',
// log:   'id-i', 'id-j', 'id-k', 'id-l',
// log:   'id-m', 'id-n', 'id-o', 'id-p',
// log:   'id-q', 'id-r', 'id-s', 'id-t',
// log:   'id-u', 'id-v', 'id-w', 'id-x',
// log:   'id-y', 'id-z'
// log: ]
// Arrays of more than six numbers are grouped into aligned columns.
console.log([1, 2, 3, 4, 5, 6]);
console.log([1, 2, 3, 4, 5, 6, 7]);
console.log([10, 200, 3000, 40000, 5, 60, 700, 8000]);
const squares = [];
for (let i = 0; i < 30; i++) squares.push(i * i);
console.log(squares);
console.log([1.5, -2.25, 3.125, 0, -0, NaN, Infinity, -Infinity, 1e21, 1e-7]);
const prices = [19.99, 5, 120.5, 3.75, 42, 7.1, 99.99, 0.5, 1000, 12];
console.log({ prices });
console.log({ nested: { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] } });
const mixed = [1, "two", 3, "four", 5, "six", 7, "eight"];
console.log(mixed);
const words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"];
console.log(words);
console.log([true, false, true, false, true, false, true]);
console.log([1n, 22n, 333n, 4444n, 5n, 66n, 777n]);
console.log([null, undefined, null, undefined, 1, 2, 3]);
const ids = [];
for (let i = 0; i < 26; i++) ids.push("id-" + String.fromCharCode(97 + i));
console.log(ids);
