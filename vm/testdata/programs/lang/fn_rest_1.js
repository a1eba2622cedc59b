// log: [ undefined, [], 0 ] [ 1, [], 0 ] [ 1, [ 2, 3 ], 2 ]
// log: 0
const f = (first, ...rest) => [first, rest, rest.length];
console.log(f(), f(1), f(1, 2, 3));
console.log(((...a) => a.length).length);
