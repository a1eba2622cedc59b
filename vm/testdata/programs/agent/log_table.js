// log: ┌─────────┬──────────┬───────┬───────┐
// log: │ (index) │ name     │ calls │ ok    │
// log: ├─────────┼──────────┼───────┼───────┤
// log: │ 0       │ 'search' │ 3     │ true  │
// log: │ 1       │ 'fetch'  │ 1     │ false │
// log: └─────────┴──────────┴───────┴───────┘
// log: ┌─────────┬───┬───┬───┐
// log: │ (index) │ 0 │ 1 │ 2 │
// log: ├─────────┼───┼───┼───┤
// log: │ 0       │ 1 │ 2 │   │
// log: │ 1       │ 3 │ 4 │ 5 │
// log: └─────────┴───┴───┴───┘
// log: ┌─────────┬─────┬─────────┐
// log: │ (index) │ age │ city    │
// log: ├─────────┼─────┼─────────┤
// log: │ alice   │ 30  │ 'Paris' │
// log: │ bob     │ 25  │         │
// log: └─────────┴─────┴─────────┘
// log: ┌─────────┬────────┐
// log: │ (index) │ Values │
// log: ├─────────┼────────┤
// log: │ 0       │ 'a'    │
// log: │ 1       │ 'b'    │
// log: │ 2       │ 'c'    │
// log: └─────────┴────────┘
// log: ┌─────────┬───┬──────────────────┬────────┐
// log: │ (index) │ a │ b                │ Values │
// log: ├─────────┼───┼──────────────────┼────────┤
// log: │ 0       │ 1 │                  │        │
// log: │ 1       │   │                  │ 'str'  │
// log: │ 2       │   │                  │ 3      │
// log: │ 3       │   │ { nested: true } │        │
// log: └─────────┴───┴──────────────────┴────────┘
// log: ┌─────────┬──────┬────────────────────────────────────┬──────────┐
// log: │ (index) │ name │ tags                               │ meta     │
// log: ├─────────┼──────┼────────────────────────────────────┼──────────┤
// log: │ 0       │ 'x'  │ [ 'a', 'b', 'c', ... 1 more item ] │          │
// log: │ 1       │ 'y'  │                                    │ [Object] │
// log: └─────────┴──────┴────────────────────────────────────┴──────────┘
// log: ┌─────────┬───┬───┐
// log: │ (index) │ a │ c │
// log: ├─────────┼───┼───┤
// log: │ 0       │ 1 │ 3 │
// log: │ 1       │ 4 │ 6 │
// log: └─────────┴───┴───┘
// log: ┌───────────────────┬──────┬──────────┐
// log: │ (iteration index) │ Key  │ Values   │
// log: ├───────────────────┼──────┼──────────┤
// log: │ 0                 │ 'k1' │ { v: 1 } │
// log: │ 1                 │ 'k2' │ 'plain'  │
// log: └───────────────────┴──────┴──────────┘
// log: ┌───────────────────┬────────┐
// log: │ (iteration index) │ Values │
// log: ├───────────────────┼────────┤
// log: │ 0                 │ 'x'    │
// log: │ 1                 │ 'y'    │
// log: └───────────────────┴────────┘
// log: ┌─────────┐
// log: │ (index) │
// log: ├─────────┤
// log: └─────────┘
// log: ┌─────────┐
// log: │ (index) │
// log: ├─────────┤
// log: └─────────┘
// log: not tabular
// log: 42
// log: ┌─────────┬────────────────────────┬──────┬───────────┐
// log: │ (index) │ long column name       │ n    │ u         │
// log: ├─────────┼────────────────────────┼──────┼───────────┤
// log: │ 0       │ 'long cell value here' │ null │ undefined │
// log: └─────────┴────────────────────────┴──────┴───────────┘
// log: ┌─────────┬────────┬────────┐
// log: │ (index) │ emoji  │ s      │
// log: ├─────────┼────────┼────────┤
// log: │ 0       │ '日本' │ "it's" │
// log: └─────────┴────────┴────────┘
// log: ┌─────────┐
// log: │ (index) │
// log: ├─────────┤
// log: │ 0       │
// log: └─────────┘
// console.table with several shapes.
console.table([{ name: "search", calls: 3, ok: true }, { name: "fetch", calls: 1, ok: false }]);
console.table([[1, 2], [3, 4, 5]]);
console.table({ alice: { age: 30, city: "Paris" }, bob: { age: 25 } });
console.table(["a", "b", "c"]);
console.table([{ a: 1 }, "str", 3, { b: { nested: true } }]);
console.table([{ name: "x", tags: ["a", "b", "c", "d"] }, { name: "y", meta: { k: 1, j: 2, l: 3 } }]);
console.table([{ a: 1, b: 2, c: 3 }, { a: 4, b: 5, c: 6 }], ["a", "c"]);
console.table(new Map([["k1", { v: 1 }], ["k2", "plain"]]));
console.table(new Set(["x", "y"]));
console.table([]);
console.table({});
console.table("not tabular");
console.table(42);
console.table([{ "long column name": "long cell value here", n: null, u: undefined }]);
console.table([{ emoji: "日本", s: "it's" }]);
console.table([[]]);
