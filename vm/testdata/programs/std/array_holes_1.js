// value: null
// log: 5 false [ 2, <1 empty item>, 6, <1 empty item>, 10 ] [ 1, 3, 5 ] -1 true 1
// log: 3 9 [ '0', '2', '4' ] [1,null,3,null,5] 1--3--5
// log: [ 1, undefined, 3, undefined, 5 ] [ 1, undefined, 3, undefined, 5 ] [ 1, 3, 5 ] [ 1, 3, 5, undefined, undefined ] [ 5, undefined, 3, undefined, 1 ] [ 1, 2, 3, undefined, 5 ] undefined { value: [ 0, 1 ], done: false }
// log: [ 1, 3, <1 empty item> ] 3 false
// log: [ <1 empty item>, 'a', <1 empty item>, 'b' ] [ <3 empty items> ] xx [ 0, 0 ] 2
const h = [1, , 3, , 5];
console.log(h.length, 1 in h, h.map((x) => x * 2), h.filter(() => true), h.indexOf(undefined), h.includes(undefined), h.findIndex((x) => x === undefined));
let visits = 0; h.forEach(() => visits++); console.log(visits, h.reduce((a, b) => a + b), Object.keys(h), JSON.stringify(h), h.join("-"));
console.log([...h], Array.from(h), h.flat(), h.toSorted(), h.toReversed(), h.with(1, 2), h.at(1), h.entries().next());
const s = [3, , 1]; s.sort(); console.log(s, s.length, 2 in s);
console.log([, "a"].concat([, "b"]), new Array(3), new Array(3).join("x"), Array(2).fill(0), [, ,].length);
