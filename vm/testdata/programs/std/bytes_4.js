// value: null
// log: Uint8Array(8) [
// log:   0, 255, 1, 255,
// log:   0,   0, 7,   0
// log: ] 8 undefined 255 undefined
// log: 8 8 false
// log: Uint8Array(3) [ 100, 200, 44 ] Uint8Array(2) [ 44, 44 ] Uint8Array(3) [ 1, 2, 3 ] Uint8Array(2) [ 9, 0 ]
// log: 5,1,4 [ 0, 1 ] 1 true
// Uint8Array index writes convert like JavaScript (ToUint8 modulo 256).
const u = new Uint8Array(8);
const vals = [256, -1, 1.9, -1.9, NaN, Infinity, "7", 1e10];
vals.forEach((v, i) => { u[i] = v; });
console.log(u, u.length, u[8], u["1"], u[-1]);
u.length = 3; u[20] = 1; console.log(u.length, Object.keys(u).length, 20 in u);
console.log(new Uint8Array([1, 2, 3]).map((x) => x * 100), new Uint8Array(2).fill(300), Uint8Array.from("123"), Uint8Array.from({ length: 2, 0: 9 }));
console.log(new Uint8Array([5, 1, 4]).toString(), [...new Uint8Array([1, 2]).keys()], new Uint8Array([1, 2]).indexOf(2), new Uint8Array([0]).includes(0));
