// log: { a: 1 } false
const o = Object.freeze({ a: 1 });
o.a = 2; o.b = 3;
console.log(o, delete o.a);
