// log: [ 1, 2, 3, 4 ] [ 3, 1, 2, 4 ]
// log: [ 'review', 'tests', 'docs', 'deploy' ]
// log: [ 3, 9, 4 ] 4
// log: last review
// log: RangeError Invalid index : 10
// log: tests 2 -1
// log: [ 1, 3, undefined ] [ 1, 2, 3 ] [ 3, undefined, 1 ]
// log: [ false, true, false ] fffd
// log: 1,2,3 1,10,9 C,a,b
// log: [ 1, 2, 3, 4 ] [ 1, 2, 3 ] x undefined
// log: true true true -1
// log: a+b+c 012
// log: [Object: null prototype] {
// log:   empty: [ { n: 'apple', q: 0 } ],
// log:   low: [ { n: 'pear', q: 5 } ],
// log:   ok: [ { n: 'fig', q: 12 } ]
// log: } [ 'high', 'low', 'mid' ]
// log: {"empty":[{"n":"apple","q":0}],"low":[{"n":"pear","q":5}],"ok":[{"n":"fig","q":12}]}
// ES2023-2025 array, object, set and string methods used in data pipelines.
const tasks = [
  { id: 3, pri: "high", title: "deploy", done: false },
  { id: 1, pri: "low", title: "docs", done: true },
  { id: 2, pri: "high", title: "tests", done: true },
  { id: 4, pri: "mid", title: "review", done: false },
];
const byId = tasks.toSorted((a, b) => a.id - b.id);
console.log(byId.map((t) => t.id), tasks.map((t) => t.id));
console.log(tasks.toReversed().map((t) => t.title));
console.log(tasks.toSpliced(1, 2, { id: 9 }).map((t) => t.id), tasks.length);
console.log(tasks.with(-1, "last").at(-1), tasks.at(-1).title);
try {
  tasks.with(10, 1);
} catch (e) {
  console.log(e.name, e.message);
}
console.log(tasks.findLast((t) => t.done).title, tasks.findLastIndex((t) => t.pri === "high"), tasks.findLastIndex(() => false));
const sparse = [1, , 3];
console.log(sparse.toSorted(), sparse.with(1, 2), sparse.toReversed());
console.log(["a\uD800b", "ok", "\uDC00"].map((s) => s.isWellFormed()), "a\uD800".toWellFormed().codePointAt(1).toString(16));
console.log([3, 1, 2].toSorted().join(), [10, 9, 1].toSorted().join(), ["b", "a", "C"].toSorted().join());
console.log([1, [2, [3, [4]]]].flat(Infinity), [[1, 2], [3]].flatMap((x) => x), "x".at(-1), [1, 2, 3].at(-4));
console.log(Object.hasOwn({ q: 1 }, "q"), Array.prototype.includes.call("abc", "b"), [NaN].includes(NaN), [NaN].indexOf(NaN));
console.log("a-b-c".replaceAll("-", "+"), "aaa".replaceAll("a", (m, off) => off));
const inventory = [{ n: "apple", q: 0 }, { n: "pear", q: 5 }, { n: "fig", q: 12 }];
const groupBy = (xs, fn) => xs.reduce((acc, x, i) => ((acc[fn(x, i)] ??= []).push(x), acc), Object.create(null));
const res = groupBy(inventory, ({ q }) => (q === 0 ? "empty" : q < 10 ? "low" : "ok"));
console.log(res, Object.keys(groupBy(tasks, (t) => t.pri)));
console.log(JSON.stringify(res));
