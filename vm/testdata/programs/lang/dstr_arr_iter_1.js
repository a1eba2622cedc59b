// log: 1 2
// log: h [ 'é', 'l', 'l', 'o' ]
// log: key val
function* g() { yield 1; yield 2; yield 3; }
const [a, b] = g();
console.log(a, b);
const [c, ...d] = 'héllo';
console.log(c, d);
const [[k, v]] = new Map([['key', 'val']]);
console.log(k, v);
