// log: Promise { 1 } Promise { <pending> }
// log: Promise { <rejected> 'plain reason' }
// log: Promise { { data: [ 1, 2, 3 ], next: { cursor: 'x' } } }
// log: { job: Promise { 'done' }, waiting: Promise { <pending> } }
// log: [ Promise { undefined }, Promise { null } ]
// log: Promise { 42 }
// log: Promise { 42 }
// log: Promise { <pending> }
// log: Promise { 'late' }
// log: Promise { 5 }
// log: Promise { 7, tag: 'x' }
// log: Promise { { a: { b: [Object] } } }
// Promise states.
const fulfilled = Promise.resolve(1);
const pending = new Promise(() => {});
const rejected = Promise.reject(new Error("nope"));
rejected.catch(() => {});
rejected.__proto__; // keep it referenced
const rejectedStr = Promise.reject("plain reason");
rejectedStr.catch(() => {});
console.log(fulfilled, pending);
console.log(rejectedStr);
console.log(Promise.resolve({ data: [1, 2, 3], next: { cursor: "x" } }));
console.log({ job: Promise.resolve("done"), waiting: pending });
console.log([Promise.resolve(undefined), Promise.resolve(null)]);
async function f() { return 42; }
const p = f();
console.log(p);
await p;
console.log(p);
let resolveLater;
const later = new Promise((r) => { resolveLater = r; });
Promise.resolve().then(() => resolveLater("late"));
console.log(later);
await later;
console.log(later);
const nested = Promise.resolve(Promise.resolve(5));
console.log(nested);
const pp = Promise.resolve(7);
pp.tag = "x";
console.log(pp);
console.log(Promise.resolve({ a: { b: { c: { d: 1 } } } }));
