// log: Run 1
// log:   step 1
// log:   { tool: 'search', args: { q: 'x' } }
// log:     nested line
// log:     second line
// log:     calls: 1
// log:   back to one level
// log:   ┌─────────┬───┐
// log:   │ (index) │ a │
// log:   ├─────────┼───┤
// log:   │ 0       │ 1 │
// log:   └─────────┴───┘
// log: top level
// log: collapsed group
// log:   [ 1, 2, 3 ]
// log:   { a: { b: { c: [Object] } } }
// log:   Assertion failed: inside
// log: obj: { k: 1 }
// log:   {
// log:     id: 1,
// log:     description: 'a long enough description to make this object break over lines'
// log:   }
// log: done
// node: skip (the differential harness replaces console.log, which drops node's group indentation; the expected lines are node 20's real stdout)
console.group("Run 1");
console.log("step", 1);
console.log({ tool: "search", args: { q: "x" } });
console.group();
console.log("nested line\nsecond line");
console.count("calls");
console.groupEnd();
console.info("back to one level");
console.table([{ a: 1 }]);
console.groupEnd();
console.groupEnd();
console.log("top level");
console.groupCollapsed("collapsed %s", "group");
console.log([1, 2, 3]);
console.dir({ a: { b: { c: { d: 1 } } } });
console.assert(false, "inside");
console.groupEnd();
console.group("obj:", { k: 1 });
console.log({
  id: 1,
  description: "a long enough description to make this object break over lines",
});
console.groupEnd();
console.log("done");
