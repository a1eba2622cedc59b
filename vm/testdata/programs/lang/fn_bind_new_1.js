// log: 1 2 true
function P(a, b) { this.a = a; this.b = b; }
const B = P.bind(null, 1);
const p = new B(2);
console.log(p.a, p.b, p instanceof P);
