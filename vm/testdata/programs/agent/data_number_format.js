// value: ["0.000","0.000","1.005","1.255","2.500","-2.500","0.000","123456.789","1e+21","1.450","8.345","-0.000","0.300"]
// log: 0 0.00 0 0.00 0.00e+0
// log: 0 0.00 0 0.00 0.00e+0
// log: 1.005 1.00 1 1.00 1.00e+0
// log: 1.255 1.25 1 1.25 1.25e+0
// log: 2.5 2.50 3 2.50 2.50e+0
// log: -2.5 -2.50 -3 -2.50 -2.50e+0
// log: 0.000001234 0.00 0 0.00000123 1.23e-6
// log: 123456.789 123456.79 123457 1.23e+5 1.23e+5
// log: 1e+21 1e+21 1e+21 1.00e+21 1.00e+21
// log: 1.45 1.45 1 1.45 1.45e+0
// log: 8.345 8.35 8 8.35 8.35e+0
// log: -1.5e-7 -0.00 -0 -1.50e-7 -1.50e-7
// log: 0.30000000000000004 0.30 0 0.300 3.00e-1
// log: 1235 1 2 -1 -2 0.00000
// log: 1e+2 1.2e+2 123.5 0.00001 1.00e+21
// log: ff 11111111 -73 0.1 3.c 5v1j4f4ds7c000
// log: 0.0022002200220022002200220022002201 3.066365143203613411 80000000000 0
// log: 1e+21 1e-7 1.23e-18 1.1805916207174113e+21 0.000001 0.3333333333333333 33.333333333333336 -1e-7 5e-324 1.7976931348623157e+308
// log: 9007199254740992 0.30000000000000004 994.9999999999999 3.3000000000000003 434.99999999999994 114.99999999999999
// log: RangeError toFixed() digits argument must be between 0 and 100
// log: RangeError toPrecision() argument must be between 1 and 100
// log: RangeError toString() radix argument must be between 2 and 36
// log: 1e+21 NaN -Infinity 12.30000000000000071054
// log: 33.3% 66.7% 0.0% Infinity% -12.5%
// log: 0 B | 1023 B | 1.0 KB | 1.5 KB | 1.0 MB | 5.1 GB | 2728.5 TB
// log: 1.01 2.68 2.67 2.68
// Number formatting for reports: toFixed, toPrecision, toExponential, toString(radix), rounding corner cases.
const values = [0, -0, 1.005, 1.255, 2.5, -2.5, 0.000001234, 123456.789, 1e21, 1.45, 8.345, -1.5e-7, 0.1 + 0.2];
for (const v of values) {
  console.log(String(v), v.toFixed(2), v.toFixed(0), v.toPrecision(3), v.toExponential(2));
}
console.log((1234.5678).toFixed(), (0.5).toFixed(0), (1.5).toFixed(0), (-0.5).toFixed(0), (-1.5).toFixed(0), (1e-10).toFixed(5));
console.log((123.456).toPrecision(1), (123.456).toPrecision(2), (123.456).toPrecision(4), (0.00001).toPrecision(1), (1e21).toPrecision(3));
console.log((255).toString(16), (255).toString(2), (-255).toString(36), (0.5).toString(2), (3.75).toString(16), (1e21).toString(36));
console.log((0.1).toString(3), (Math.PI).toString(7), (2 ** 53).toString(32), (-0).toString(2));
console.log(1e21, 1e-7, 123e-20, 2 ** 70, 0.000001, 1 / 3, 100 / 3, -1e-7, 5e-324, 1.7976931348623157e308);
console.log(Number.MAX_SAFE_INTEGER + 2, 0.1 * 3, 9.95 * 100, 1.1 + 2.2, 4.35 * 100, 1.15 * 100);
try { (1).toFixed(101); } catch (e) { console.log(e.name, e.message); }
try { (1).toPrecision(0); } catch (e) { console.log(e.name, e.message); }
try { (1).toString(1); } catch (e) { console.log(e.name, e.message); }
console.log((1e21).toFixed(2), (NaN).toFixed(2), (-Infinity).toFixed(1), (12.3).toFixed(20));
const pct = (n, d) => `${((n / d) * 100).toFixed(1)}%`;
console.log(pct(1, 3), pct(2, 3), pct(0, 5), pct(5, 0), pct(-1, 8));
const bytes = (n) => {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) { n /= 1024; i++; }
  return `${n.toFixed(i ? 1 : 0)} ${units[i]}`;
};
console.log([0, 1023, 1024, 1536, 1048576, 5.5e9, 3e15].map(bytes).join(" | "));
const round = (x, d) => Number(Math.round(Number(x + "e" + d)) + "e-" + d);
console.log(round(1.005, 2), round(2.675, 2), (2.675).toFixed(2), Math.round(2.675 * 100) / 100);
return values.map((v) => v.toFixed(3));
