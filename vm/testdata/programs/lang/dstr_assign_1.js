// log: 2 1 { x: 3, y: 9 }
let a, b, o = {};
[a, b] = [1, 2];
[a, b] = [b, a];
({ x: o.x, y: o['y'] = 9 } = { x: 3 });
console.log(a, b, o);
