// log: 2 3 4 5 6 7 8 [ '5', '6', '16' ]
// log: 8
class A { 1n = 2; 2n() { return 3 } static 3n = 4; get 4n() { return 5 } }
const a = new A();
const o = { 5n() { return 6 }, get 6n() { return 7 }, 0x10n: 8 };
console.log(a[1n], a[2n](), A[3n], a["4"], o[5n](), o[6n], o[16], Object.keys(o));
const { 16n: sixteen } = o;
console.log(sixteen);
