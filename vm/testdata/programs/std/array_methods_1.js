// value: null
// log: 7 [ 1, 10, 2, 3, 5, undefined, undefined ] [ 10, 5, 3, 2, 1, undefined, undefined ] [ 3, undefined, undefined, 2, 10, 1, 5 ] [ 9, 1, 10, 2, undefined, undefined, 3 ] [ 5, 'x', 2, undefined, undefined, 3 ]
// log: [ 1, 2, [ 3, [ 4 ] ] ] [ 1, 2, 3, 4 ] [ 1, 10, 2, 20 ] [ 1, 2 ]
// log: 3 -1 { value: [ 0, 3 ], done: false } [ 0, 1 ]
// log: [ 1, 0, 0 ] [ 0, 1, 4 ] [ 1, 2, 3 ] [ 3 ] 3
// log: false true -1 undefined 0 -1
// log: [ 3, 2, 1 ] [ 'a', 'b', 'c', undefined, <1 empty item> ] [ 1, 10, 9 ] [ false, true ] 1,2,3 --1
// log: 321 [ 1, 2, 3 ] init
// log: TypeError Reduce of empty array with no initial value
// log: [ 4, 5 ] [ 1, 'a', 'b', 2, 3 ] [] [ 1, 'a', 'b', 2, 3 ] cw
// log: true false true true 5
const a = [5, 1, 10, 2, undefined, , 3];
console.log(a.length, a.toSorted(), a.toSorted((x, y) => y - x), a.toReversed(), a.with(0, 9), a.toSpliced(1, 2, "x"));
console.log([1, [2, [3, [4]]]].flat(), [1, [2, [3, [4]]]].flat(Infinity), [1, 2].flatMap((x) => [x, x * 10]), [[1], 2].flatMap((x) => x));
console.log([1, 2, 3, 4].findLast((x) => x % 2), [1, 2, 3, 4].findLastIndex((x) => x > 9), [3, 4].entries().next(), [...[7, 8].keys()]);
console.log([1, 2, 3].fill(0, 1), new Array(3).fill().map((_, i) => i * i), Array.from({ length: 3 }, (_, i) => i + 1), Array.of(3), Array(3).length);
console.log([1, 2, 3].includes(NaN), [NaN].includes(NaN), [NaN].indexOf(NaN), [1, 2, 3].at(-4), [0, -0].indexOf(-0), [1, 2, 3].lastIndexOf(3, -2));
console.log([3, 1, 2].sort().reverse(), ["b", undefined, "a", , "c"].sort(), [10, 9, 1].sort(), [true, false].sort(), [1, 2, 3].join(), [null, undefined, 1].join("-"));
console.log([1, 2, 3].reduceRight((acc, x) => acc + x, ""), [[1, 2], [3]].reduce((a, b) => a.concat(b)), [].reduce((a, b) => a + b, "init"));
try { [].reduce((a, b) => a + b); } catch (e) { console.log(e.name, e.message); }
const sp = [1, 2, 3, 4, 5]; console.log(sp.splice(-2), sp, sp.splice(1, 0, "a", "b"), sp, sp.copyWithin ? "cw" : "no-cw");
console.log(Array.isArray([]), Array.isArray({ length: 0 }), [1, 2, 3].some((x) => x > 2), [].every((x) => false), [..."héllo"].length);
