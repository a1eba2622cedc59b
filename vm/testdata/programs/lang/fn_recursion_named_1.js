// log: 3628800
const fact = function f(n) { return n <= 1 ? 1 : n * f(n - 1); };
console.log(fact(10));
