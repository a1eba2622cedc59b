// value: null
// log: al,di,bo,cy,ed ed,bo,cy,al,di
// log: [
// log:    -5,  0, -0,   1, 100,
// log:   2.5, 20,  3, NaN
// log: ] [
// log:   -5,  0,  -0,   1, 2.5,
// log:    3, 20, 100, NaN
// log: ] [
// log:   100, 20,  3, 2.5, 1,
// log:     0, -0, -5, NaN
// log: ]
// log: [ 'B', 'C', 'a', 'b' ] [ 'a', 'B', 'b', 'C' ] [ '1', '10', '9' ]
// log: [ 0, 7, 14, 21, 28 ] true
// log: TypeError The comparison function must be either a function or undefined
// log: [ 5, 1, 4 ] [ 5, 4, 1 ] [ 1, 3, undefined, undefined ]
// log: [ 3, 1, 2, 5, 4 ] [ 3, 1, 2 ] [ 'b', 'a', 'c' ]
const people = [{ n: "bo", a: 30 }, { n: "al", a: 25 }, { n: "cy", a: 30 }, { n: "di", a: 25 }, { n: "ed", a: 40 }];
console.log(people.toSorted((x, y) => x.a - y.a).map((p) => p.n).join(","), people.toSorted((x, y) => y.a - x.a || x.n.localeCompare(y.n)).map((p) => p.n).join(","));
const nums = [3, 20, 100, 1, -5, 2.5, NaN, 0, -0];
console.log(nums.toSorted(), nums.toSorted((a, b) => a - b), nums.toSorted((a, b) => b - a));
console.log(["B", "a", "C", "b"].sort(), ["B", "a", "C", "b"].sort((x, y) => x.toLowerCase() < y.toLowerCase() ? -1 : 1), ["10", "9", "1"].sort());
const big = Array.from({ length: 200 }, (_, i) => ({ k: i % 7, i })); big.sort((x, y) => x.k - y.k);
console.log(big.slice(0, 5).map((o) => o.i), big.every((o, j) => j === 0 || big[j - 1].k < o.k || big[j - 1].k === o.k && big[j - 1].i < o.i));
try { [1, 2].sort(1); } catch (e) { console.log(e.name, e.message); }
console.log([5, 1, 4].sort(() => 0), [5, 1, 4].sort((a, b) => (a < b ? 1 : -1)), [undefined, 3, undefined, 1].sort());
console.log([3, 1, 2, 5, 4].sort((a, b) => a > b), [3, 1, 2].sort((a, b) => b > a), ["b", "a", "c"].sort((a, b) => a > b ? 1 : 0));
