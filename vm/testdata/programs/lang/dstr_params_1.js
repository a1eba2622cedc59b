// log: [ undefined, 2, 3, 4, [] ]
// log: [ 1, 2, 5, undefined, [ 6, 7 ] ]
function f({ a, b = 2 } = {}, [c, d] = [3, 4], ...rest) { return [a, b, c, d, rest]; }
console.log(f());
console.log(f({ a: 1 }, [5], 6, 7));
