// value: null
// log: {
// log:   alpha: 'aaaaaaaaaaaaaaaaaaaa',
// log:   beta: 'bbbbbbbbbbbbbbbbbbbb',
// log:   gamma: 'cccccccccccccccccccc',
// log:   delta: [ 1, 2, 3 ]
// log: }
// log: [
// log:   {
// log:     alpha: 'aaaaaaaaaaaaaaaaaaaa',
// log:     beta: 'bbbbbbbbbbbbbbbbbbbb',
// log:     gamma: 'cccccccccccccccccccc',
// log:     delta: [ 1, 2, 3 ]
// log:   },
// log:   {
// log:     alpha: 'aaaaaaaaaaaaaaaaaaaa',
// log:     beta: 'bbbbbbbbbbbbbbbbbbbb',
// log:     gamma: 'cccccccccccccccccccc',
// log:     delta: [ 1, 2, 3 ]
// log:   }
// log: ]
// log: Map(1) {
// log:   'k1' => {
// log:     alpha: 'aaaaaaaaaaaaaaaaaaaa',
// log:     beta: 'bbbbbbbbbbbbbbbbbbbb',
// log:     gamma: 'cccccccccccccccccccc',
// log:     delta: [ 1, 2, 3 ]
// log:   }
// log: } Set(2) {
// log:   'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
// log:   'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'
// log: }
// log: [
// log:    0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11,
// log:   12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
// log:   24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,
// log:   36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
// log:   48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
// log:   60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,
// log:   72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83,
// log:   84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
// log:   96, 97, 98, 99,
// log:   ... 20 more items
// log: ]
// log: [
// log:   'apple',      'banana',
// log:   'cherry',     'date',
// log:   'elderberry', 'fig',
// log:   'grape',      'honeydew',
// log:   'kiwi',       'lemon',
// log:   'mango'
// log: ]
// log: <ref *1> { name: 'c', list: [ [Circular *1] ], me: [Circular *1] }
// log: [
// log:   1970-01-01T00:00:00.000Z,
// log:   /re/g,
// log:   Symbol(s),
// log:   Symbol(Symbol.iterator),
// log:   [Boolean: false],
// log:   [Number: 3],
// log:   [String: 's']
// log: ]
// log: Pt { x: 1 } [ Pt { x: 1 } ] { p: Pt { x: 1 } }
const long = { alpha: "a".repeat(20), beta: "b".repeat(20), gamma: "c".repeat(20), delta: [1, 2, 3] };
console.log(long);
console.log([long, long]);
console.log(new Map([["k1", long]]), new Set(["x".repeat(40), "y".repeat(40)]));
console.log(Array.from({ length: 120 }, (_, i) => i));
console.log(["apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew", "kiwi", "lemon", "mango"]);
const circ = { name: "c", list: [] }; circ.list.push(circ); circ.me = circ; console.log(circ);
console.log([new Date(0), /re/g, Symbol("s"), Symbol.iterator, new Boolean(false), new Number(3), new String("s")]);
class Pt { constructor() { this.x = 1; } } console.log(new Pt(), [new Pt()], { p: new Pt() });
