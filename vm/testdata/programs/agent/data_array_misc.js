// value: {"grid":[[0,0,0],[0,5,0],[0,0,0]],"list":["a","Y","Z","X","d"]}
// log: a|||0|false|NaN|1,2,3|[object Object] a,,,0,false,NaN,1,2,3,[object Object] a,,,0,false,NaN,1,2,3,[object Object] true  ,
// log: [[0,0,0],[0,5,0],[0,0,0]] [["shared"],["shared"]] [1,9,9,4] [null,"x","x"]
// log: ["b","c"] ["a","X","d","e"] ["e"] [] aYZXd
// log: [1,2,3,[4],[5]] [1,2,3]
// log: 321 [3,1,2]
// log: [1,2,3] undefined
// log: [1,2,3,null,null] false -1 3
// log: 4 [null,null,null,"d"] 1 1
// log: 2 [2,null,6] 4
// log: [10,null,2] [1.5,2] ["a"]
// log: [2,1,3] [2,3] [] [2]
// log: 2 0 [1] undefined undefined 1 1
// log: [4,5,3,4,5] [5,4,1] -1
// log: true false true object true
// log: [ '0', '1', '2' ] [ 3, 2, 1 ] [ 0, 'a' ]
// log: 1 [[99,2],[3,4]] 1,23 [object Object] true 6
// Everyday array calls in agent code: join with null/undefined, fill, splice, concat spreading, reduceRight, length tricks.
const row = ["a", null, undefined, 0, false, NaN, [1, [2, 3]], { k: 1 }];
console.log(row.join("|"), row.join(), String(row), [null].join() === "", [[]].join(), [[], [[]]].toString());
const grid = Array(3).fill().map(() => Array(3).fill(0));
grid[1][1] = 5;
const aliased = Array(2).fill([]);
aliased[0].push("shared");
console.log(JSON.stringify(grid), JSON.stringify(aliased), JSON.stringify([1, 2, 3, 4].fill(9, 1, -1)), JSON.stringify(new Array(3).fill("x", -2)));
const list = ["a", "b", "c", "d", "e"];
const removed = list.splice(1, 2, "X");
console.log(JSON.stringify(removed), JSON.stringify(list), JSON.stringify(list.splice(-1)), JSON.stringify(list.splice(1, 0, "Y", "Z")), list.join(""));
console.log(JSON.stringify([1].concat(2, [3, [4]], [[5]])), JSON.stringify([].concat.apply([], [[1], [2, 3]])));
console.log([1, 2, 3].reduceRight((acc, x) => acc + x, ""), JSON.stringify([[1, 2], [3]].reduceRight((a, b) => a.concat(b))));
const arr = [1, 2, 3, 4, 5];
arr.length = 3;
console.log(JSON.stringify(arr), arr[3]);
arr.length = 5;
console.log(JSON.stringify(arr), 3 in arr, arr.indexOf(undefined), arr.findIndex((x) => x === undefined));
const dense = [];
dense[3] = "d";
console.log(dense.length, JSON.stringify(dense), dense.filter(() => true).length, Object.keys(dense).length);
let visits = 0;
[1, , 3].forEach(() => visits++);
console.log(visits, JSON.stringify([1, , 3].map((x) => x * 2)), [1, , 3].reduce((a, b) => a + b));
console.log(JSON.stringify(["10", "10", "10"].map(parseInt)), JSON.stringify(["1.5", "2"].map(Number)), JSON.stringify(["a", "", null].filter(Boolean)));
console.log(JSON.stringify([3, 1, 2].reverse()), JSON.stringify([1, 2, 3].slice(-2)), JSON.stringify([1, 2, 3].slice(5)), JSON.stringify([1, 2, 3].slice(1, -1)));
const stack = [];
stack.push(1, 2);
stack.unshift(0);
console.log(stack.pop(), stack.shift(), JSON.stringify(stack), [].pop(), [].shift(), stack.push(), stack.unshift());
console.log(JSON.stringify([1, 2, 3, 4, 5].copyWithin(0, 3)), JSON.stringify([5, 1, 4].sort().reverse()), [1, 2, 3].lastIndexOf(3, -2));
console.log(Array.isArray([]), Array.isArray({ length: 0 }), Array.isArray(new Array()), typeof [], [] instanceof Object);
console.log([0, 1, 2].map(String), [1, 2, 3].map((x, i, a) => a.length - i), [..."abc"].entries().next().value);
const matrix = [[1, 2], [3, 4]];
const clone = matrix.map((r) => [...r]);
clone[0][0] = 99;
console.log(matrix[0][0], JSON.stringify(clone), [1, 2] + [3], [] + {}, [1] == 1, [2] * [3]);
return { list, grid };
