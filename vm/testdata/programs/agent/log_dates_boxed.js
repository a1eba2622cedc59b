// log: 2024-01-15T09:30:00.123Z
// log: {
// log:   createdAt: 2024-01-15T09:30:00.123Z,
// log:   updatedAt: 1970-01-01T00:00:00.000Z
// log: }
// log: [ Invalid Date, Invalid Date ]
// log: +275760-09-13T00:00:00.000Z 1969-12-31T23:59:59.999Z
// log: 1970-01-01T00:00:00.000Z { label: 'epoch' }
// log: [Number: 5] [String: 'str'] [Boolean: true] [BigInt: 1n] [Symbol: Symbol(boxed)]
// log: [ [Number: -0], [String: ''] ] { n: [Number: 3.5] }
// log: [String: 'ab'] { extra: 1 }
// log: -0 [ -0 ] { z: -0 } 0 0
// log: 123n -45n 1180591620717411303424n [ 1n, -1n ] { big: 100000000000000000000n }
// log: /ab+c/gi /[a-z]\d{2,}/u /a\/b/ /x/y { re: /^\s+$/m }
// log: /tagged/ { note: 'x' }
// log: NaN Infinity -Infinity 1e+21 1e-7 0.30000000000000004 9007199254740992 -1.5e-10
// log: [ undefined, null, true, false ]
// log: bigint 10 5
// Dates, boxed primitives, -0, BigInt, Symbol, RegExp.
const d = new Date(Date.UTC(2024, 0, 15, 9, 30, 0, 123));
console.log(d);
console.log({ createdAt: d, updatedAt: new Date(0) });
console.log([new Date(NaN), new Date("not a date")]);
console.log(new Date(8.64e15), new Date(-1));
const dd = new Date(0);
dd.label = "epoch";
console.log(dd);
console.log(new Number(5), new String("str"), new Boolean(true), Object(1n), Object(Symbol("boxed")));
console.log([new Number(-0), new String("")], { n: new Number(3.5) });
const s = new String("ab");
s.extra = 1;
console.log(s);
console.log(-0, [-0], { z: -0 }, 0, +0);
console.log(123n, -45n, 2n ** 70n, [1n, -1n], { big: 10n ** 20n });
console.log(/ab+c/gi, /[a-z]\d{2,}/u, new RegExp("a/b"), /x/y, { re: /^\s+$/m });
const re = /tagged/;
re.lastIndex = 3;
re.note = "x";
console.log(re);
console.log(NaN, Infinity, -Infinity, 1e21, 1e-7, 0.1 + 0.2, 2 ** 53, -1.5e-10);
console.log([undefined, null, true, false]);
console.log(typeof 1n, String(10n), `${5n}`);
