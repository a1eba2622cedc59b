// log: 1 3 [ 4, 5 ]
const [x, , y = 3, ...zs] = [1, 2, undefined, 4, 5];
console.log(x, y, zs);
