// log: symbol field 1 2
const sym = Symbol('s');
class C { [sym] = 'symbol field'; ['a' + 1] = 1; static ['b' + 2] = 2; }
const c = new C();
console.log(c[sym], c.a1, C.b2);
