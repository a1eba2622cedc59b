// value: [42]
// log: 42 forty-two default 84
// log: 1.23e+2 1.5e-4 5e+0 -1.2e+3
// log: TypeError: bad thing string
const money = { [Symbol.toPrimitive](hint) { return hint === "number" ? 42 : hint === "string" ? "forty-two" : "default"; } };
console.log(+money, `${money}`, money + "", money * 2);
console.log((123.456).toExponential(2), (0.00015).toExponential(), (5).toExponential(0), (-1234).toExponential(1));
const e = new TypeError("bad thing");
console.log(e.stack.split("\n")[0], typeof e.stack);
return [+money];
