// value: [0,1,2,3,4,5,6,7,8,9,10,11,100,1000]
// log: ebdac
// log: [
// log:    0, 1, 10, 100, 1000,
// log:   11, 2,  3,   4,    5,
// log:    6, 7,  8,   9
// log: ] [
// log:   1000, 100, 11, 10, 9,
// log:      8,   7,  6,  5, 4,
// log:      3,   2,  1,  0
// log: ]
// log: [ 1, 2, 3, undefined, <1 empty item> ] [ 'B', 'C', 'a', 'b' ] [ 'a', 'e', 'z', 'é' ]
const people = [
  { name: "a", age: 30 }, { name: "b", age: 25 }, { name: "c", age: 30 }, { name: "d", age: 25 }, { name: "e", age: 20 },
];
people.sort((x, y) => x.age - y.age);
console.log(people.map((p) => p.name).join(""));
const nums = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 100, 1000];
console.log(nums.slice().sort(), nums.slice().sort((a, b) => b - a));
console.log([3, undefined, 1, , 2].sort(), ["B", "a", "C", "b"].sort(), ["é", "e", "z", "a"].sort());
return nums.sort((a, b) => a - b);
