// value: null
// log: "3.14abc" 3.14 3 3 NaN
// log: "  -0.5" -0.5 -0 -0 -0.5
// log: "+.7" 0.7 NaN NaN 0.7
// log: "1e-3x" 0.001 1 1 NaN
// log: "Infinityx" Infinity NaN NaN NaN
// log: "-Infinity" -Infinity NaN NaN -Infinity
// log: "0x1A" 0 26 0 26
// log: "1__2" 1 1 1 NaN
// log: "12e" 12 12 12 NaN
// log: "12e+" 12 12 12 NaN
// log: "." NaN NaN NaN NaN
// log: "-." NaN NaN NaN NaN
// log: "1.2.3" 1.2 1 1 NaN
// log: " 1" 1 1 1 1
// log: 123 16 0 3 511 1295 NaN NaN NaN
// log: Infinity -Infinity 0 10 1e-7 1e+25
for (const s of ["3.14abc", "  -0.5", "+.7", "1e-3x", "Infinityx", "-Infinity", "0x1A", "1__2", "12e", "12e+", ".", "-.", "1.2.3", "\u00a01"]) {
  console.log(JSON.stringify(s), parseFloat(s), parseInt(s), parseInt(s, 10), Number(s));
}
console.log(parseInt("123", 0), parseInt("0x10", 16), parseInt("0x10", 10), parseInt("11", 2), parseInt("777", 8), parseInt("zz", 36), parseInt("9", 8), parseInt(""), parseInt("-"));
console.log(Number("1e1000"), Number("-1e1000"), Number("1e-1000"), Number(".1e2"), Number("0.0000001"), Number("1" + "0".repeat(25)));
