// value: {"cents":225.7,"naive":225.69999999999996,"rounded":[3,-2,4,-3,0,0,0,1,-2,0,0]}
// log: 3,-2,4,-3,0,0,0,1,-2,0,0 true true
// log: 2,-3,3,-4,0,-1,-1,1,-2,0,0 3,-2,4,-3,1,0,0,2,-1,0,0 2,-2,3,-3,0,0,0,1,-1,0,0
// log: true true -1 -0 -Infinity
// log: -1 1 -1.5 2 -3 -2
// log: 225.69999999999996 225.7 false true
// log: 0.9999999999999999 false true 1.00 1
// log: 2.5 0.20000000000000004 NaN 1.5
// log: 1.01 1.26 -1 123.5 -0
// log: -Infinity Infinity NaN 0 true 3
// log: 5 3 3 3 0 5.5 5.050000190734863 31
// log: 0.5 4 1.4142135623730951 NaN 0.020000000000000004 0.09999999999999998 3.3000000000000003
// log: [33.34,33.33,33.33] [2.5,2.5,2.5,2.5] 0.1
// log: 25.0 50.0 Infinity 0
// Rounding and float sums in aggregations: Math.round/floor/ceil/trunc on negatives, cents, epsilon compares.
const xs = [2.5, -2.5, 3.5, -3.5, 0.49999999999999994, -0.5, -0.4, 1.4999, -1.5000001, 0, -0];
console.log(xs.map((x) => Math.round(x)).join(","), Object.is(Math.round(-0.4), -0), Object.is(Math.round(-0.5), -0));
console.log(xs.map(Math.floor).join(","), xs.map(Math.ceil).join(","), xs.map(Math.trunc).join(","));
console.log(Object.is(Math.ceil(-0.5), -0), Object.is(Math.trunc(-0.2), -0), Math.sign(-3), Math.sign(-0), 1 / Math.sign(-0));
console.log(-7 % 3, 7 % -3, -7.5 % 2, ((-7 % 3) + 3) % 3, Math.floor(-7 / 3), Math.trunc(-7 / 3));
const prices = [19.99, 5.01, 0.1, 0.2, 0.3, 100.1, 33.33, 33.33, 33.34];
const naive = prices.reduce((s, p) => s + p, 0);
const cents = prices.reduce((s, p) => s + Math.round(p * 100), 0) / 100;
console.log(naive, cents, naive === cents, Math.abs(naive - cents) < Number.EPSILON * 1000);
let acc = 0;
for (let i = 0; i < 10; i++) acc += 0.1;
console.log(acc, acc === 1, Math.abs(acc - 1) < Number.EPSILON, acc.toFixed(2), Number(acc.toFixed(10)));
const avg = (a) => a.reduce((s, x) => s + x, 0) / a.length;
console.log(avg([1, 2, 3, 4]), avg([0.1, 0.2, 0.3]), avg([]), Math.round(avg([1, 2]) * 10) / 10);
const roundTo = (n, d) => Math.round((n + Number.EPSILON) * 10 ** d) / 10 ** d;
console.log(roundTo(1.005, 2), roundTo(1.255, 2), roundTo(-1.005, 2), roundTo(123.4567, 1), roundTo(-0.0001, 2));
console.log(Math.max(), Math.min(), Math.max(1, NaN), Math.max(-0, 0), Object.is(Math.min(0, -0), -0), Math.max(..."123"));
console.log(Math.hypot(3, 4), Math.cbrt(27), Math.log10(1000), Math.log2(8), Math.expm1(0), Math.fround(5.5), Math.fround(5.05), Math.clz32(1));
console.log(2 ** -1, (-2) ** 2, 2 ** 0.5, Math.pow(-8, 1 / 3), 0.1 * 0.2, 1 - 0.9, 3 * 1.1);
const split = (total, n) => {
  const base = Math.floor((total * 100) / n);
  const rem = Math.round(total * 100) - base * n;
  return Array.from({ length: n }, (_, i) => (base + (i < rem ? 1 : 0)) / 100);
};
console.log(JSON.stringify(split(100, 3)), JSON.stringify(split(10, 4)), split(0.1, 3).reduce((a, b) => a + b, 0));
const pctChange = (a, b) => ((b - a) / Math.abs(a)) * 100;
console.log(pctChange(80, 100).toFixed(1), pctChange(-50, -25).toFixed(1), pctChange(0, 5), pctChange(3, 3));
return { naive, cents, rounded: xs.map((x) => Math.round(x)) };
