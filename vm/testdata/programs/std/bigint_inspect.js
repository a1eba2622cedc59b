// log: 1n -2n [ 1n, { a: 2n, b: [ 3n ] } ] { x: -3n, [Symbol(s)]: 4n } [BigInt: 5n] [ [BigInt: 6n] ] Map(1) { 1n => 2n } Set(1) { 7n }
// log: [BigInt: 9n] { extra: 1 }
// log: 5n|6n|7n|8|9n|10n|1
// log: [BigInt: 11n] 12
// log: [ 1267650600228229401496703205376n ] { deep: { deeper: { deepest: [Object] } } }
// log: 13n
// log: bigint
// log: {
// log:   a: {
// log:     b: {
// log:       c: [BigInt: 1n],
// log:       d: [Number: 2],
// log:       e: [String: 's'],
// log:       f: [Symbol: Symbol(q)]
// log:     }
// log:   }
// log: } [ [Symbol: Symbol()] ]
// log: { a: { b: { c: [Object] } } } [ [ [ [Array] ] ] ]
// log: 1|2|3|[BigInt: 4n] %d %i %f 1180591620717411303424n -5n 1180591620717411303424n
console.log(1n, -2n, [1n, { a: 2n, b: [3n] }], { x: -3n, [Symbol("s")]: 4n }, Object(5n), [Object(6n)], new Map([[1n, 2n]]), new Set([7n]));
const w = Object(9n); w.extra = 1;
console.log(w);
console.log("%d|%i|%s|%f|%o|%O|%j", 5n, 6n, 7n, 8n, 9n, 10n, 1);
console.log("%s", Object(11n), String(12n));
console.log([2n ** 100n], { deep: { deeper: { deepest: { x: 1n } } } });
console.error(13n);
console.log(typeof 1n === "bigint" ? "bigint" : "no");
console.log({ a: { b: { c: Object(1n), d: Object(2), e: Object("s"), f: Object(Symbol("q")) } } }, [Object(Symbol())]);
console.log({ a: { b: { c: { d: Object(3n) } } } }, [[[[Object(4n)]]]]);
console.log("%d|%i|%f|%s", Object(1n), Object(2n), Object(3n), Object(4n), "%d %i %f", 2n ** 70n, -5n, 2n ** 70n);
