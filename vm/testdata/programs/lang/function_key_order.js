// log: [ '2', 'length', 'name', 'prototype', 'm' ]
// log: [ '3', 'length', 'name', 'prototype', 'm' ]
// log: [ '1', 'length', 'name', 'x' ]
// log: [ 'length', 'name', 'prototype', 'z' ]
// log: [ '0', 'length', 'name', 'prototype', 'extra' ] [ '0', 'extra' ]
// log: [ '9', '10', 'length', 'name', 'prototype', 'Symbol(Symbol.iterator)' ]
class C { static length() {} static 2() {} static name() {} static m() {} }
console.log(Object.getOwnPropertyNames(C));
class D { static m() {} static 3() {} }
console.log(Object.getOwnPropertyNames(D));
const f = () => 1; f[1] = 1; f.x = 2;
console.log(Object.getOwnPropertyNames(f));
class E { static name = "e"; static z = 1; }
console.log(Object.getOwnPropertyNames(E));
function g(a, b) {}
g.extra = 1; g[0] = "zero";
console.log(Object.getOwnPropertyNames(g).filter((k) => k !== "arguments" && k !== "caller"), Object.keys(g));
class F { static [Symbol.iterator]() {} static 10() {} static 9() {} }
console.log(Reflect.ownKeys(F).map(String));
