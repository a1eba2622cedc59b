// value: ["0.0","1.0","-1.5","1.0","2.3","1234.6","0.0","1e+21","123456789.1","0.0","NaN","Infinity","0.5","1.4","8.3"]
// log: 0 0.00 0.00 0.0e+0 0
// log: 1 1.00 1.00 1.0e+0 1
// log: -1.5 -1.50 -1.50 -1.5e+0 -1.5
// log: 1.005 1.00 1.00 1.0e+0 1.005
// log: 2.345 2.35 2.35 2.3e+0 2.345
// log: 1234.5678 1234.57 1.23e+3 1.2e+3 1234.5678
// log: 0.000001234 0.00 0.00000123 1.2e-6 0.000001234
// log: 1e+21 1e+21 1.00e+21 1.0e+21 1e+21
// log: 123456789.123 123456789.12 1.23e+8 1.2e+8 123456789.123
// log: -0 0.00 0.00 0.0e+0 0
// log: NaN NaN NaN NaN NaN
// log: Infinity Infinity Infinity Infinity Infinity
// log: 0.5 0.50 0.500 5.0e-1 0.5
// log: 1.45 1.45 1.45 1.4e+0 1.45
// log: 8.345 8.35 8.35 8.3e+0 8.345
// log: 0.0000001000 123 1 2 3 -3
// log: 11001 00ff 0.00220022 -73 11.11
// log: 1e+21 1.2e-10 1.2e+5 0 100
// log: NaN 31 42 0 1000 3.14 8 31 1
// log: 0.30000000000000004 0.3333333333333333 33.333333333333336 9007199254740992 1e+21 1e-7 1.23e-18 -1e-7 5e-324 1.7976931348623157e+308
// log: apples......   3 x   1.20 =    3.60
// log: kiwi........  12 x   0.35 =    4.20
// log: watermelon..   1 x   4.00 =    4.00
// log: 33.3% 66.7% 0.0% Infinity% -12.5%
// log: [
// log:   '0 B',      '1023 B',
// log:   '1.0 KB',   '1.5 KB',
// log:   '1.0 MB',   '5.1 GB',
// log:   '909.5 TB'
// log: ]
// log: 1.01 2.68 -0 3 -2 -4 -1
// log: 1,234,567.891 26% $1,234.50
// log: true false true 5 true
// log: RangeError toFixed() digits argument must be between 0 and 100
// log: RangeError toPrecision() argument must be between 1 and 100
// log: RangeError toString() radix argument must be between 2 and 36
// log: 007 abc abc121 x 5
// log:     3|   20|  100
// log: -Infinity Infinity 5 3 3 5.5 31 0
// log: 123.5 0.000001 1e-7 1e+100 0.0000002 -0.00
// log: 1.2 4.3 1.25 10.23 1.0000000000000002
// log: 84.00 1.5 0.3
// Number formatting for reports: toFixed, toPrecision, toExponential, padStart and friends.
const values = [0, 1, -1.5, 1.005, 2.345, 1234.5678, 0.000001234, 1e21, 123456789.123, -0, NaN, Infinity, 0.5, 1.45, 8.345];
for (const v of values) {
  console.log(v, v.toFixed(2), v.toPrecision(3), v.toExponential(1), String(v));
}
console.log((1e-7).toFixed(10), (123.456).toFixed(0), (0.5).toFixed(0), (1.5).toFixed(0), (2.5).toFixed(0), (-2.5).toFixed(0));
console.log((25).toString(2), (255).toString(16).padStart(4, "0"), (0.1).toString(3).slice(0, 10), (-255).toString(36), (3.75).toString(2));
console.log((1e21).toFixed(2), (1.23e-10).toPrecision(2), (123456).toPrecision(2), (0).toPrecision(1), (99.99).toPrecision(3));
console.log(Number("1_000"), Number("0x1F"), Number("  42  "), Number(""), Number("1e3"), parseFloat("3.14abc"), parseInt("08"), parseInt("0x1f"), parseInt("1e3"));
console.log(0.1 + 0.2, 1 / 3, 100 / 3, 2 ** 53 + 1, 1e21, 1e-7, 123e-20, -1e-7, 5e-324, Number.MAX_VALUE);
const table = [["apples", 3, 1.2], ["kiwi", 12, 0.35], ["watermelon", 1, 4]];
for (const [name, qty, price] of table) {
  console.log(`${name.padEnd(12, ".")}${String(qty).padStart(4)} x ${price.toFixed(2).padStart(6)} = ${(qty * price).toFixed(2).padStart(7)}`);
}
const pct = (a, b) => `${((a / b) * 100).toFixed(1)}%`;
console.log(pct(1, 3), pct(2, 3), pct(0, 5), pct(5, 0), pct(-1, 8));
const bytes = (n) => {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) { n /= 1024; i++; }
  return `${n.toFixed(i ? 1 : 0)} ${units[i]}`;
};
console.log([0, 1023, 1024, 1536, 1048576, 5.5e9, 1e15].map(bytes));
const round = (x, d) => Math.round((x + Number.EPSILON) * 10 ** d) / 10 ** d;
console.log(round(1.005, 2), round(2.675, 2), Math.round(-0.5), Math.round(2.5), Math.round(-2.5), Math.trunc(-4.7), Math.sign(-3));
console.log((1234567.891).toLocaleString(), (0.256).toLocaleString("en-US", { style: "percent" }), (1234.5).toLocaleString("en-US", { style: "currency", currency: "USD" }));
console.log(Number.isInteger(5.0), Number.isSafeInteger(2 ** 53), Number.parseFloat === parseFloat, (5).toFixed(), Number.EPSILON > 0);
try {
  (1).toFixed(101);
} catch (e) {
  console.log(e.name, e.message);
}
try {
  (1).toPrecision(0);
} catch (e) {
  console.log(e.name, e.message);
}
try {
  (1).toString(1);
} catch (e) {
  console.log(e.name, e.message);
}
console.log("7".padStart(3, "0"), "abc".padStart(2), "abc".padEnd(6, "12"), "x".padStart(5, ""), "5".padStart(-1, "0"));
console.log([3, 20, 100].map((n) => n.toString().padStart(5, " ")).join("|"));
console.log(Math.max(), Math.min(), Math.hypot(3, 4), Math.cbrt(27), Math.log10(1000), Math.fround(5.5), Math.clz32(1), Math.expm1(0));
console.log((123.456).toFixed(1), (0.000001).toString(), (0.0000001).toString(), (1e100).toString(), 2e-7.toFixed(7), (-1e-7).toFixed(2));
console.log(Number.prototype.toFixed.call(1.23, 1), (4.35).toFixed(1), (1.255).toFixed(2), (10.235).toFixed(2), (1.0000000000000002).toPrecision(17));
const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(avg([90, 85, 77]).toFixed(2), +avg([1, 2]).toFixed(3), Number((0.1 * 3).toFixed(10)));
return values.map((v) => v.toFixed(1));
