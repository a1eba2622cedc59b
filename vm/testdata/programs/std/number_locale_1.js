// value: null
// log: 0 0
// log: 1 1
// log: -1 -1
// log: 0.5 0.5
// log: 1234 1,234
// log: 1234.5678 1,234.568
// log: -9876543.21 -9,876,543.21
// log: 1000000 1,000,000
// log: 0.001 0.001
// log: 0.0004 0
// log: 123456789.987 123,456,789.987
// log: 1e+21 1,000,000,000,000,000,000,000
// log: NaN NaN
// log: Infinity ∞
// log: -0 -0
// log: 1,234.5 1,234,5,678
for (const x of [0, 1, -1, 0.5, 1234, 1234.5678, -9876543.21, 1e6, 0.001, 0.0004, 123456789.987, 1e21, NaN, Infinity, -0]) console.log(x, x.toLocaleString());
console.log((1234.5).toLocaleString("en-US"), [1234, 5678].toLocaleString());
