// log: load: 0ms { step: 1, items: [ 'a', 'b' ] }
// log: load: 0ms
// log: default: 0ms
// log: 42: 0ms
// log: after
// node: skip (elapsed times are real in node; the VM measures on Config.Clock, the epoch in tests)
console.time("load");
console.timeLog("load", { step: 1, items: ["a", "b"] });
console.time("load"); // already running: node only warns on stderr
console.timeEnd("load");
console.timeEnd("load"); // no such label: node only warns on stderr
console.timeLog("missing");
console.time();
console.timeEnd();
console.time(42);
console.timeEnd(42);
console.clear();
console.profile("p");
console.profileEnd("p");
console.timeStamp("t");
console.dirxml("after");
