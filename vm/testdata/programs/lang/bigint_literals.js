// value: ["1267650600228229401496703205376","9007199254740993"]
// log: [
// log:   0n,
// log:   1n,
// log:   -1n,
// log:   123456789012345678901234567890n,
// log:   31n,
// log:   255n,
// log:   15n,
// log:   7n,
// log:   11n,
// log:   1n,
// log:   1000000n,
// log:   65535n,
// log:   170n
// log: ]
// log: bigint object function
// log: 123456789012345678901234567890 -5 10 10
// log: [ '1', '2' ] one two two
const xs = [0n, 1n, -1n, 123456789012345678901234567890n, 0x1fn, 0XFFn, 0o17n, 0O7n, 0b1011n, 0B1n, 1_000_000n, 0xff_ffn, 0b1010_1010n];
console.log(xs);
console.log(typeof 1n, typeof Object(1n), typeof BigInt);
console.log(String(xs[3]), `${-5n}`, "" + 10n, 10n + "");
const o = { 1n: "one", [2n]: "two" };
console.log(Object.keys(o), o[1n], o["2"], o[2n]);
return [String(2n ** 100n), 9007199254740993n.toString()];
