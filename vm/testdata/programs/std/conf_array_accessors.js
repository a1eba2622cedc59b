// log: got 3 true 1 [ 1, 'got', 3 ] [ 1, 'got', 3 ] 1-got-3 [ '0', '1', '2' ]
// log: 1got3 {"enumerable":true,"configurable":true}
// log: 42 6 five undefined [ '0', '1', '2', '5' ]
// log: TypeError Cannot redefine property: 0
// log: {"value":0,"writable":false,"enumerable":false,"configurable":false} true 1
// log: -0
// log: TypeError Cannot assign to read only property '0' of object '[object Array]'
// log: false -0
// log: {"value":1001,"writable":false,"enumerable":false,"configurable":false} [] 1
// log: 2 undefined [ '0', '1', 'length' ]
// log: undefined false
// log: [ '1' ] 10 [ 10, 20 ] {"value":10,"writable":true,"enumerable":false,"configurable":true}
// log: true true [ 7, 2, 3 ] undefined 7 0 true [ 7, 2, 3, 4 ]
// Array elements with accessors or attributes (defineProperty on an index):
// getters and setters run, read-only elements refuse writes, keys stay ordered.
const a = [1, 2, 3];
Object.defineProperty(a, "1", { get() { return "got"; }, configurable: true });
console.log(a[1], a.length, 1 in a, a.indexOf("got"), a.map((x) => x), [...a], a.join("-"), Object.keys(a));
console.log(a.reduce((s, x) => s + x, ""), JSON.stringify(Object.getOwnPropertyDescriptor(a, "1")));
let setTo;
Object.defineProperty(a, "5", { set(v) { setTo = v; }, get() { return "five"; }, enumerable: true, configurable: true });
a[5] = 42; console.log(setTo, a.length, a[5], a[4], Object.keys(a));
const b = [];
Object.defineProperty(b, "0", { value: -0 });
try { Object.defineProperty(b, "0", { value: +0 }); } catch (e) { console.log(e.name, e.message); }
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(b, "0")), Object.is(b[0], -0), b.length);
b[0] = 5; console.log(b[0]);
(function () { "use strict"; try { b[0] = 5; } catch (e) { console.log(e.name, e.message); } })();
console.log(delete b[0], b[0]);
const c = [1];
Object.defineProperties(c, { 0: { value: 1001, writable: false, enumerable: false, configurable: false } });
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(c, "0")), Object.keys(c), c.length);
const d = [1, 2, 3, 4];
Object.defineProperty(d, "2", { value: 9, writable: false, configurable: true });
d.length = 2; console.log(d.length, d[2], Object.getOwnPropertyNames(d));
delete a[1]; console.log(a[1], 1 in a);
const e = [10, 20];
Object.defineProperty(e, "0", { enumerable: false });
console.log(Object.keys(e), e[0], e.slice(), JSON.stringify(Object.getOwnPropertyDescriptor(e, "0")));
for (const x of [5, 6]) {}
const f = [1, 2, 3];
Object.defineProperty(f, "0", { get() { return 7; } });
console.log(f.every((x) => x > 0), f.some((x) => x === 7), f.filter((x) => x > 1), f.forEach((x) => x), f.find((x) => x === 7), f.lastIndexOf(7), f.includes(7), f.concat([4]));
