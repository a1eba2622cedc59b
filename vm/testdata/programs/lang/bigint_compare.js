// value: 53
// log: true false true true false true true false false false true true false true true true false true true true false false true true true true false true true false true true true false true false true false true false true true false true false true true true false true 0 true 1
// log: a big false 3 [ 1n, 2n, 1 ]
// log: [ -5n, 1n, 2n, 3n ] [ 1n, 10n, 9n ]
const r = [];
r.push(1n < 2n, 2n < 1n, 1n <= 1n, 3n > 2n, 2n >= 3n);
r.push(1n < 1.5, 2n > 1.5, 1n < NaN, 1n > NaN, 1n >= NaN, 1n < Infinity, 1n > -Infinity, -1n < -Infinity);
r.push(1.5 < 2n, 2.5 > 2n, 9007199254740993n > 9007199254740992, 9007199254740993n == 9007199254740992, 2n ** 64n == 2 ** 64);
r.push(1n < "2", "10" > 9n, 1n < "x", "x" > 1n, 1n <= "1", "0x10" == 16n, 16n == "0x10", 1n == " 1 ", 1n == "1.0", 0n == "");
r.push(1n == 1, 1n == 1.5, 0n == -0, 1n == true, 0n == false, 2n == true, 1n != 2, 1n === 1, 1n === 1n, 1n !== 1n);
r.push(Object(1n) == 1n, Object(1n) === 1n, 1n == { valueOf() { return 1n } }, 1n == { valueOf() { return 1 } });
r.push(1n < true, null < 1n, undefined < 1n, [2n] > 1n);
r.push(Object.is(0n, -0n), Object.is(1n, 1n), Object.is(1n, 1), [1n, 2n].includes(2n), [1n].indexOf(1n), [0n].includes(-0n), [NaN, 1n].lastIndexOf(1n));
console.log(r.map(String).join(" "));
const m = new Map([[1n, "a"], [2n ** 70n, "big"]]);
const s = new Set([1n, 1n, 2n, 1]);
console.log(m.get(1n), m.get(2n ** 70n), m.has(1), s.size, [...s]);
console.log([3n, 1n, 2n, -5n].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), [10n, 9n, 1n].sort());
return r.length;
