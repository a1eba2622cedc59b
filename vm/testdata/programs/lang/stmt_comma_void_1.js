// log: 3 undefined 5 5
let a = (1, 2, 3);
let b = void 'x';
let i = 0, j = 10;
for (; i < j; i++, j--);
console.log(a, b, i, j);
