// log: 1 2 3 [ 4, 5 ]
const m = 'dyn';
class C { [m]() { return 1; } static [m + 'S']() { return 2; } get [`g${m}`]() { return 3; } [Symbol.iterator]() { return [4, 5][Symbol.iterator](); } }
const c = new C();
console.log(c.dyn(), C.dynS(), c.gdyn, [...c]);
