// value: [4,2,true,-1]
// log: [ 1, 2, 4 ] 5 5 3 [ 1, 2, 4 ]
// log: 2 true 0-1-2-4 [ 1, 2 ] [ 0, 1, 2, 4, 9, 8 ]
// log: [ 1, 10, 2, 5 ] [ 1, 2, 5, 10 ] [ 'c', 'b', 'a' ]
// log: [ 2, 4, 6 ] [ 1, 3 ] 6 [ 1, 2 ]
// log: 2 -1 true false
// log: [ 2, 3 ] [ 1, 'a', 'b', 4, 5 ] [] [ 1, 'a', 'b', 4, 5 ]
// log: [ '0:10:2', '1:20:2' ] true false [ 'a', 'b', 'c' ] [ 7, 8 ] [ <3 empty items> ] [ 2, 3 ]
// log: [ 1, 2, [ 3, [ 4 ] ] ] [ 1, 2, 3, 4 ] [ 1, 10, 2, 20 ] 3
// log: [
// log:   1, 2, 3, 4,  5,
// log:   6, 7, 8, 9, 10
// log: ] [ 0, 1, 4 ]
// log: [ 1, <1 empty item>, 3 ] 3 false [ 2, <1 empty item>, 6 ]
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
// log: [ 'apple', 'banana', 'cherry', 'dates', 'elderberry', 'fig', 'grape' ]
const a = [3, 1, 2];
a.push(4, 5);
console.log(a, a.length, a.pop(), a.shift(), a);
a.unshift(0);
console.log(a.indexOf(2), a.includes(4), a.join("-"), a.slice(1, -1), a.concat([9], 8));
console.log([5, 1, 10, 2].sort(), [5, 1, 10, 2].sort((x, y) => x - y), ["b", "a", "c"].sort().reverse());
console.log([1, 2, 3].map((x) => x * 2), [1, 2, 3, 4].filter((x) => x % 2), [1, 2, 3].reduce((s, x) => s + x, 0), [[1], [2]].reduce((s, x) => s.concat(x)));
console.log([1, 2, 3].find((x) => x > 1), [1, 2, 3].findIndex((x) => x > 5), [1, 2].some((x) => x > 1), [1, 2].every((x) => x > 1));
const sp = [1, 2, 3, 4, 5];
console.log(sp.splice(1, 2), sp, sp.splice(1, 0, "a", "b"), sp);
const seen = [];
[10, 20].forEach((v, i, arr) => seen.push(`${i}:${v}:${arr.length}`));
console.log(seen, Array.isArray(seen), Array.isArray({}), Array.from("abc"), Array.of(7, 8), new Array(3), new Array(2, 3));
console.log([1, [2, [3, [4]]]].flat(), [1, [2, [3, [4]]]].flat(Infinity), [1, 2].flatMap((x) => [x, x * 10]), [1, 2, 3].at(-1));
console.log([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], Array.from({ length: 3 }, (_, i) => i * i));
const holes = [1, , 3];
console.log(holes, holes.length, 1 in holes, holes.map((x) => x * 2));
const big = [];
for (let i = 0; i < 120; i++) big.push(i);
console.log(big);
console.log(["apple", "banana", "cherry", "dates", "elderberry", "fig", "grape"]);
return [a.length, [1, 2, 3].lastIndexOf(3), [NaN].includes(NaN), [NaN].indexOf(NaN)];
