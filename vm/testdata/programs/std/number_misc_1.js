// value: null
// log: 9007199254740991 -9007199254740991 2.220446049250313e-16 1.7976931348623157e+308 5e-324
// log: true false false false true false true
// log: true 1,234.568 0 -1,000,000 1,000,000,000,000,000,000,000
// log: 11001 -ff 0.8 3.6 5v1j4f4ds7c000 3f.gez4w97ry
// log: 0.30000000000000004 0.7999999999999999 0.3333333333333333 0.6666666666666666 33.333333333333336 10000000000000000 9007199254740992 5e-324 1.5e-323 1.1805916207174113e+21 -9.313225746154785e-10
// log: 1e+21 123456789012345680000 0.000001 1e-7 0.0000001000 -2 1.4
// log: 6 object 12 0 0 0 0
console.log(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.EPSILON, Number.MAX_VALUE, Number.MIN_VALUE);
console.log(Number.isInteger(5.0), Number.isInteger("5"), Number.isSafeInteger(2 ** 53), Number.isFinite("1"), isFinite("1"), Number.isNaN("x"), isNaN("x"));
console.log(Number.parseFloat === parseFloat, (1234.5678).toLocaleString(), (0.000123).toLocaleString(), (-1e6).toLocaleString(), (1e21).toLocaleString());
console.log((25).toString(2), (-255).toString(16), (0.5).toString(16), (3.75).toString(8), (1e21).toString(36), (123.456).toString(36));
console.log(0.1 * 3, 0.1 + 0.7, 1 / 3, 2 / 3, 100 / 3, 1e16 + 1, 9007199254740993, 5e-324, 1.5e-323, 2 ** 70, -(2 ** -30));
console.log(String(1e21), String(123456789012345680000), String(0.000001), String(1e-7), (1e-7).toFixed(10), (-1.5).toFixed(0), (1.45).toFixed(1));
console.log(new Number(5) + 1, typeof new Number(5), Number("  12  "), +"", +" ", +"\n", Number(false));
