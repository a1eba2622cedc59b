// log: [ 1, 2, 'a', 'b', 3 ]
function* g() { yield* [1, 2]; yield* 'ab'; yield* new Set([3]); }
console.log([...g()]);
