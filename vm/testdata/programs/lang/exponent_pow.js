// log: 18.520259177452132 0.000009999999999999999 1.6288946267774422 1 NaN NaN 5e-324 -Infinity Infinity
// log: 2.252191588960825 true
// The ** operator computes like V8 (fdlibm pow), digit for digit.
console.log(7 ** 1.5, 10 ** -5, 1.05 ** 10, NaN ** 0, 1 ** Infinity, (-8) ** (1/3), 2 ** -1074, (-0) ** -1, 0 ** -3)
let x = 1.07; x **= 12; console.log(x, 3 ** 0.5 === Math.pow(3, 0.5))
