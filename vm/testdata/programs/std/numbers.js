// value: [0.30000000000000004,0.3333333333333333,100,1e-7,0]
// log: 42 31 5 NaN -7 3.14 0.5 -1000
// log: 42 0 0 NaN 0 NaN 0 5
// log: true false false true false false
// log: 1.00 1.4 0.00 -2 123.5 1e+21
// log: 1234.57 0.000012 1.2e+5
// log: 1e+21 100000000000000000000 1.23e-18 0.000001 1e-7 1.1805916207174113e+21 -1e-7 1.5e+300
// log: 5 Infinity -Infinity 3 -2 2 3 -2 -0
// log: -4 -1 4 256 5 3 3.141592653589793
// log: 1,234,567.891 0.1 -11111111 9007199254740991
console.log(parseInt("42px"), parseInt("0x1F"), parseInt("101", 2), parseInt(""), parseInt("  -7.9"), parseFloat("3.14abc"), parseFloat(".5"), parseFloat("-1e3x"));
console.log(Number("42"), Number(""), Number("  "), Number("1_000"), Number(null), Number(undefined), Number([]), Number("0b101"));
console.log(isNaN("abc"), isNaN("12"), Number.isNaN("abc"), Number.isInteger(5.0), Number.isInteger(5.5), Number.isSafeInteger(2 ** 53));
console.log((1.005).toFixed(2), (1.45).toFixed(1), (0).toFixed(2), (-1.5).toFixed(0), (123.456).toFixed(1), (1e21).toFixed(2));
console.log((1234.5678).toPrecision(6), (0.00001234).toPrecision(2), (123456).toPrecision(2));
console.log(1e21, 1e20, 123e-20, 0.000001, 0.0000001, 2 ** 70, -1e-7, 1.5e300);
console.log(Math.max(1, 5, 3), Math.min(), Math.max(), Math.abs(-3), Math.floor(-1.5), Math.ceil(1.2), Math.round(2.5), Math.round(-2.5), Math.round(-0.4));
console.log(Math.trunc(-4.7), Math.sign(-3), Math.sqrt(16), Math.pow(2, 8), Math.hypot(3, 4), Math.cbrt(27), Math.PI);
console.log((1234567.891).toLocaleString(), (0.1).toString(), (-255).toString(2), Number.MAX_SAFE_INTEGER);
return [0.1 * 3, 1 / 3, 100, 1e-7, -0];
