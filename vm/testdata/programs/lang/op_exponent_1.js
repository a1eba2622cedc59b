// log: 1024 -8 0.5 512
// log: 9
console.log(2 ** 10, (-2) ** 3, 2 ** -1, 2 ** 3 ** 2);
let x = 3; x **= 2; console.log(x);
