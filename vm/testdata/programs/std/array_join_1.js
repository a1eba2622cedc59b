// value: null
// log: 1;2,3,4 ,,NaN,0,0,false [object Object]||() => 1 1,2 1null2
// log: 1-2- 1,2, 1,2,
// log: ababab  a  1,2,3 0
// log: 1000 0, 1, 2, 3, 4, 5, 6,
console.log([1, [2, [3, [4]]]].join(";"), [null, undefined, NaN, 0, -0, false].join(), [{}, [], () => 1].join("|"), [1, 2].join(undefined), [1, 2].join(null));
const cyc = [1, 2]; cyc.push(cyc); console.log(cyc.join("-"), String(cyc), `${cyc}`);
console.log(Array(4).join("ab"), [,].join(), ["a"].join("=="), [[[]]].join(), [1, 2, 3].toString(), [new Date(0).getTime()].join());
const big = Array.from({ length: 1000 }, (_, i) => i % 10); console.log(big.join("").length, big.join(", ").slice(0, 20));
