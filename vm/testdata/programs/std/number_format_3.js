// value: null
// log: 0.5 1 0.5 0.50 0.5 0.50 0.500 5e-1 5.0e-1 5.00e-1
// log: 1.5 2 1.5 1.50 2 1.5 1.50 2e+0 1.5e+0 1.50e+0
// log: 2.5 3 2.5 2.50 3 2.5 2.50 3e+0 2.5e+0 2.50e+0
// log: 3.5 4 3.5 3.50 4 3.5 3.50 4e+0 3.5e+0 3.50e+0
// log: 0.25 0 0.3 0.25 0.3 0.25 0.250 3e-1 2.5e-1 2.50e-1
// log: 0.125 0 0.1 0.13 0.1 0.13 0.125 1e-1 1.3e-1 1.25e-1
// log: 0.375 0 0.4 0.38 0.4 0.38 0.375 4e-1 3.8e-1 3.75e-1
// log: 1.125 1 1.1 1.13 1 1.1 1.13 1e+0 1.1e+0 1.13e+0
// log: 2.675 3 2.7 2.67 3 2.7 2.67 3e+0 2.7e+0 2.67e+0
// log: 1.005 1 1.0 1.00 1 1.0 1.00 1e+0 1.0e+0 1.00e+0
// log: 9.995 10 10.0 9.99 1e+1 10 9.99 1e+1 1.0e+1 9.99e+0
// log: 99.5 100 99.5 99.50 1e+2 1.0e+2 99.5 1e+2 1.0e+2 9.95e+1
// log: 999.5 1000 999.5 999.50 1e+3 1.0e+3 1.00e+3 1e+3 1.0e+3 1.00e+3
// log: 0.95 1 0.9 0.95 0.9 0.95 0.950 9e-1 9.5e-1 9.50e-1
// log: 0.05 0 0.1 0.05 0.05 0.050 0.0500 5e-2 5.0e-2 5.00e-2
// log: 0.15 0 0.1 0.15 0.1 0.15 0.150 1e-1 1.5e-1 1.50e-1
// log: 0.35 0 0.3 0.35 0.3 0.35 0.350 3e-1 3.5e-1 3.50e-1
// log: 0.00001 0 0.0 0.00 0.00001 0.000010 0.0000100 1e-5 1.0e-5 1.00e-5
// log: 4.5e-7 0 0.0 0.00 4e-7 4.5e-7 4.50e-7 4e-7 4.5e-7 4.50e-7
// log: 12345.6789 12346 12345.7 12345.68 1e+4 1.2e+4 1.23e+4 1e+4 1.2e+4 1.23e+4
// log: 5e-7 0 0.0 0.00 5e-7 5.0e-7 5.00e-7 5e-7 5.0e-7 5.00e-7
// log: 0.0000015 0 0.0 0.00 0.000002 0.0000015 0.00000150 2e-6 1.5e-6 1.50e-6
// log: 2 11111111.1 -0.0001100110011001100110011001100110011001100110011001101 1000000000000000000000000000000000000000000000000001000000000 1051 10001111101110001100000101010000000000000
// log: 4 3333.2 -0.0121212121212121212121212122 1000000000000000000000000020000 527 101331301200222000000
// log: 7 513.33333333333333334 -0.04620462046204620463 2031000661631341100400 376 155123355566355
// log: 10 255.5 -0.1 1152921504606847500 6 1234560000000
// log: 16 ff.8 -0.1999999999999a 1000000000000200 265 11f7182a000
// log: 32 7v.g -0.36cpj6cpj6d 10000000000g0 212 13too5800
// log: 36 73.i -0.3lllllllllm 8rc4kbdvssg0 205 fr5d5clc
// log: RangeError toFixed() digits argument must be between 0 and 100
// log: RangeError toPrecision() argument must be between 1 and 100
// log: RangeError toExponential() argument must be between 0 and 100
// log: RangeError toString() radix argument must be between 2 and 36
// log: RangeError toString() radix argument must be between 2 and 36
// Ties and carries: values whose exact binary value is or is near a decimal tie.
const xs = [0.5, 1.5, 2.5, 3.5, 0.25, 0.125, 0.375, 1.125, 2.675, 1.0049999999999999, 9.995, 99.5, 999.5, 0.95, 0.05, 0.15, 0.35, 1e-5, 4.5e-7, 12345.6789, 5e-7, 0.0000015];
for (const x of xs) {
  console.log(x, x.toFixed(0), x.toFixed(1), x.toFixed(2), x.toPrecision(1), x.toPrecision(2), x.toPrecision(3), x.toExponential(0), x.toExponential(1), x.toExponential(2));
}
for (const r of [2, 4, 7, 10, 16, 32, 36]) console.log(r, (255.5).toString(r), (-0.1).toString(r), (2 ** 60 + 2 ** 9).toString(r), (1e-300).toString(r).length, (123.456e10).toString(r));
for (const bad of [() => (1).toFixed(101), () => (1).toPrecision(0), () => (1).toExponential(-1), () => (1).toString(1), () => (1).toString(37)]) {
  try { bad(); } catch (e) { console.log(e.name, e.message); }
}
