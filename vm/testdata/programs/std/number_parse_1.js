// value: null
// log: "" 0 0 NaN NaN NaN false
// log: " 42 " 42 42 42 42 66 false
// log: "0x1F" 31 31 0 31 31 false
// log: "0b101" 5 5 0 0 45313 false
// log: "0o17" 15 15 0 0 0 false
// log: "1e3" 1000 1000 1000 1 483 false
// log: ".5" 0.5 0.5 0.5 NaN NaN false
// log: "5." 5 5 5 5 5 false
// log: "-.5e-3" -0.0005 -0.0005 -0.0005 NaN NaN false
// log: "Infinity" Infinity Infinity Infinity NaN NaN false
// log: "-Infinity" -Infinity -Infinity -Infinity NaN NaN false
// log: "infinity" NaN NaN NaN NaN NaN false
// log: "1_000" NaN NaN 1 1 1 false
// log: "12px" NaN NaN 12 12 18 false
// log: "  \n\t7 " 7 7 7 7 7 false
// log: "0x" NaN NaN 0 NaN NaN false
// log: "+0x10" NaN NaN 0 16 16 false
// log: "-0x10" NaN NaN -0 -16 -16 false
// log: "1e400" Infinity Infinity Infinity 1 123904 false
// log: "4.9e-324" 5e-324 5e-324 5e-324 4 4 false
// log: "2e-324" 0 0 0 2 46 false
// log: "0.1e1" 1 1 1 0 0 false
// log: "00012" 12 12 12 12 18 false
// log: "1.7976931348623159e308" Infinity Infinity Infinity 1 1 false
// log: "9007199254740993" 9007199254740992 9007199254740992 9007199254740992 9007199254740992 10378291982571407000 false
// log: "123456789012345678901234567890" 1.2345678901234568e+29 1.2345678901234568e+29 1.2345678901234568e+29 1.2345678901234568e+29 9.452287968736547e+34 false
// log: 255 35 1 -0 true 0 1 1 1 -17 NaN NaN 10
// log: 0 NaN 0 5 NaN NaN 1 NaN -0 -Infinity
// String to number: Number(), unary plus, parseFloat, parseInt.
const ss = ["", " 42 ", "0x1F", "0b101", "0o17", "1e3", ".5", "5.", "-.5e-3", "Infinity", "-Infinity", "infinity", "1_000", "12px", "  \n\t7\u00a0", "0x", "+0x10", "-0x10", "1e400", "4.9e-324", "2e-324", "0.1e1", "00012", "1.7976931348623159e308", "9007199254740993", "123456789012345678901234567890"];
for (const s of ss) console.log(JSON.stringify(s), Number(s), +s, parseFloat(s), parseInt(s), parseInt(s, 16), Object.is(Number(s), -0));
console.log(parseInt("ff", 16), parseInt("z", 36), parseInt("12", 2), parseInt("-0"), Object.is(parseInt("-0"), -0), parseInt("0.00000001"), parseInt(0.00000001), parseInt("1e21"), parseInt(1e21), parseInt("  -17abc"), parseInt("10", 37), parseInt("10", 1), parseInt("10", 0));
console.log(Number(null), Number(undefined), Number([]), Number([5]), Number([1, 2]), Number({}), Number(true), Number("0b2"), Number("-0"), 1 / Number("-0"));
