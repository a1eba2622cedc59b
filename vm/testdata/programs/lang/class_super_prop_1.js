// log: hi from base!
// log: A.s via B
const base = { greet() { return 'hi from base'; } };
const obj = { __proto__: base, greet() { return super.greet() + '!'; } };
console.log(obj.greet());
class A { static s() { return 'A.s'; } }
class B extends A { static s() { return super.s() + ' via B'; } }
console.log(B.s());
