// log: ┌─────────┬─────┬─────┬───┬───┬───┐
// log: │ (index) │ 1   │ 2   │ b │ a │ c │
// log: ├─────────┼─────┼─────┼───┼───┼───┤
// log: │ 0       │     │ 'x' │ 1 │ 3 │   │
// log: │ 1       │ 'y' │     │   │   │ 4 │
// log: └─────────┴─────┴─────┴───┴───┴───┘
// log: ┌─────────┬───┬────┬───┬───┐
// log: │ (index) │ 3 │ 10 │ z │ y │
// log: ├─────────┼───┼────┼───┼───┤
// log: │ r1      │   │ 2  │ 1 │   │
// log: │ r2      │ 3 │    │   │ 4 │
// log: └─────────┴───┴────┴───┴───┘
// log: ┌─────────┬───┬───┐
// log: │ (index) │ 0 │ b │
// log: ├─────────┼───┼───┤
// log: │ 0       │ 2 │ 1 │
// log: └─────────┴───┴───┘
// console.table gathers its columns as the keys of an object, as node
// does: array-index keys first, ascending, then the others as first seen.
console.table([{ b: 1, 2: "x", a: 3 }, { 1: "y", c: 4 }]);
console.table({ r1: { z: 1, 10: 2 }, r2: { 3: 3, y: 4 } });
console.table([{ b: 1, 0: 2 }], ["b", "0"]);
