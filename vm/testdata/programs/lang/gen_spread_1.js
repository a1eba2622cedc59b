// log: [ 0, 1, 2, 3 ] 4 [ 0, 2, 4 ]
function* range(n) { for (let i = 0; i < n; i++) yield i; }
console.log([...range(4)], Math.max(...range(5)), Array.from(range(3), x => x * 2));
