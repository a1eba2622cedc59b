// value: "6078832729528464400"
// log: 6078832729528464400n 8n object [ 18446744073709551616n ]
// log: [ 1n, 2n, 3n ] 6n
function* powers(b) { let x = 1n; for (;;) { yield x; x *= b; } }
async function sum(it, n) { let s = 0n; for (const v of it) { if (n-- === 0) break; s += await v; } return s; }
const g = powers(3n);
const total = await sum(g, 40);
const w = Object(7n);
await null;
const m = new Map([[2n ** 64n, w]]);
await Promise.resolve();
console.log(total, m.get(18446744073709551616n) + 1n, typeof m.get(2n ** 64n), [...m.keys()]);
const results = await Promise.all([1n, Promise.resolve(2n), (async () => 3n)()]);
console.log(results, results.reduce((a, b) => a * b));
return String(total);
