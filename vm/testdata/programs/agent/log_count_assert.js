// log: default: 1
// log: default: 2
// log: tool-calls: 1
// log: tool-calls: 2
// log: default: 3
// log: default: 1
// log: tool-calls: 1
// log: 42: 1
// log: obj-label: 1
// log: Assertion failed: value was 5
// log: Assertion failed: [object Object]
// log: Assertion failed
// log: Assertion failed: zero extra 1
// log: Assertion failed: arr
// log: Assertion failed: a and b
// console.count, console.countReset and console.assert.
console.count();
console.count();
console.count("tool-calls");
console.count("tool-calls");
console.count(undefined);
console.countReset();
console.count();
console.countReset("tool-calls");
console.count("tool-calls");
console.count(42);
console.count({ toString() { return "obj-label"; } });
console.assert(true, "never shown");
console.assert(1 === 1);
console.assert(false, "value was %d", 5);
console.assert(false, { reason: "bad" });
console.assert(false);
console.assert(0, "zero", "extra", 1);
console.assert("", ["arr"]);
console.assert(null, "%s and %s", "a", "b");
