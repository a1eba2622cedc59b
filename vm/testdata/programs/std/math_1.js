// value: null
// log: -Infinity Infinity 3 NaN -0 0 7.5 -1 -0
// log: 3 -2 -0 0 -4 -5 -4 5.5 5.050000190734863
// log: 5 0 3 NaN 31 12 -5 3 3
// log: 0 -1 0.7853981633974483 true 0 0 0 1 0
// log: 3.141592653589793 2.718281828459045 0.6931471805599453 2.302585092994046 1.4426950408889634 0.4342944819032518 1.4142135623730951 0.7071067811865476
// log: 1024 1.4142135623730951 NaN 1 NaN -8 0.25
// log: true number
console.log(Math.max(), Math.min(), Math.max(1, "3", 2), Math.max(1, NaN), Math.min(-0, 0), Math.max(-0, 0), Math.abs(-7.5), Math.sign(-3), Math.sign(-0));
console.log(Math.round(2.5), Math.round(-2.5), Math.round(-0.4), Math.round(0.49999999999999994), Math.trunc(-4.7), Math.floor(-4.2), Math.ceil(-4.8), Math.fround(5.5), Math.fround(5.05));
console.log(Math.hypot(3, 4), Math.hypot(), Math.cbrt(27), Math.sqrt(-1), Math.clz32(1), Math.imul(3, 4), Math.imul(0xffffffff, 5), Math.log2(8), Math.log10(1000));
console.log(Math.sin(0), Math.cos(Math.PI), Math.atan2(1, 1), Math.exp(1) === Math.E, Math.expm1(0), Math.log1p(0), Math.sinh(0), Math.tanh(Infinity), Math.asinh(0));
console.log(Math.PI, Math.E, Math.LN2, Math.LN10, Math.LOG2E, Math.LOG10E, Math.SQRT2, Math.SQRT1_2);
console.log(Math.pow(2, 10), 2 ** 0.5, Math.pow(-8, 1 / 3), Math.pow(NaN, 0), Math.pow(1, Infinity), (-2) ** 3, 4 ** -1);
const r = Math.random(); console.log(r >= 0 && r < 1, typeof r);
