// value: ["0","1","2"]
// log: 8 -3 -42 3 -3 1 -1 1 18446744073709551616 -8 1 -1 -5 5 -6 0 true 1 7 6 251 -5 -7 1267650600228229401496703205376 -8 16 -4 -1 2 20 0
// log: 53n 4n 2n 4n 8n 1n
const out = [];
out.push(5n + 3n, 5n - 8n, 6n * -7n, 7n / 2n, -7n / 2n, 7n % 3n, -7n % 3n, 7n % -3n, 2n ** 64n, (-2n) ** 3n, 0n ** 0n, (-1n) ** 1001n);
out.push(-(5n), -(-5n), ~5n, ~-1n, 0n === -0n);
out.push(5n & 3n, 5n | 3n, 5n ^ 3n, -5n & 0xffn, -5n | 2n, -6n ^ 3n);
out.push(1n << 100n, -1n << 3n, 256n >> 4n, -7n >> 1n, -1n >> 100n, 5n << -1n, 5n >> -2n, 123n >> 1000n);
console.log(out.map(String).join(" "));
let a = 10n;
a += 5n; a -= 1n; a *= 3n; a /= 4n; a %= 7n; a **= 3n; a <<= 2n; a >>= 1n; a &= 0xffn; a |= 1n; a ^= 2n;
let b = 1n;
b++; ++b; b--; const c = b++; const d = ++b;
const obj = { v: 9n, arr: [1n] };
obj.v++; obj.v--; obj.v--; obj["arr"][0]++; --obj.arr[0];
console.log(a, b, c, d, obj.v, obj.arr[0]);
for (let i = 0n; i < 3n; i++) out.push(i);
return out.slice(-3).map(String);
