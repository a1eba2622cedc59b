// log: 1 two 1 function 1
const x = 1, y = 'two';
const o = { x, y, m() { return this.x; }, async am() { return 1; }, *g() { yield 1; } };
console.log(o.x, o.y, o.m(), typeof o.am, o.g().next().value);
