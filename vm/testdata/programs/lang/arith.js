// value: [0.75,9007199254740992,9007199254740991,true]
// log: 3 -3 12 3.5 1 -1 1024 0.5
// log: 0.30000000000000004 Infinity -Infinity NaN -0 1e+21 1e-7 123456789012345680000
// log: 1 7 6 -6 -2147483648 4294967295 -4 0
// log: 12 2.5 NaN 1 NaN 2
// log: 12 12 1,23 [object Object] 1 xundefined
// log: 0 12 31 1000 NaN 0 5 NaN 1 0
// log: 4
// log: 0
console.log(1 + 2, 7 - 10, 3 * 4, 7 / 2, 7 % 3, -7 % 3, 2 ** 10, 2 ** -1);
console.log(0.1 + 0.2, 1 / 0, -1 / 0, 0 / 0, -0, 1e21, 1e-7, 123456789012345680000);
console.log(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 31, -1 >>> 0, -16 >> 2, 2 ** 32 | 0);
console.log("3" * "4", "10" / 4, "a" * 1, null + 1, undefined + 1, true + true);
console.log(1 + "2", "1" + 2, [1, 2] + [3], {} + "", 1 + null, "x" + undefined);
console.log(+"", +" 12 ", +"0x1f", +"1e3", +"12px", +[], +[5], +[1, 2], +true, +null);
let x = 5; x += 2; x -= 1; x *= 3; x /= 2; x **= 2; x %= 7;
console.log(x);
let y = 10; y <<= 2; y >>= 1; y >>>= 1; y &= 6; y |= 1; y ^= 3;
console.log(y);
return [0.5 + 0.25, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e300 * 1e10 === Infinity];
