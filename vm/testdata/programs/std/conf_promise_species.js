// log: true true true false true
// log: [ 1, 2 ] 3 5 [
// log:   { status: 'fulfilled', value: 1 },
// log:   { status: 'rejected', reason: 2 }
// log: ]
// log: 3 1 true
// log: function get [Symbol.species] undefined true true
// log: then; then; resolve [1,2]; reject r
// log: resolve reads 1
// log: boom closed 1
// log: TypeError: Promise.all called on non-object
// log: TypeError: #<Object> is not a constructor
// log: TypeError: PromiseResolve called on non-object
// log: TypeError: PromiseReject called on non-object
// log: TypeError: Promise executor has already been invoked with non-undefined arguments
// log: TypeError: Promise resolve or reject function is not callable
// log: TypeError: The .constructor property is not an object
// log: TypeError: object.constructor[Symbol.species] is not a constructor
// log: TypeError: Method Promise.prototype.then called on incompatible receiver 1
// log: TypeError: Promise.prototype.finally called on non-object
// log: rejected: resolve is not a function
// log: AggregateError All promises were rejected []
// Promise combinators, resolve/reject and then honour the receiver (subclasses
// and thenable-making constructors) and Symbol.species, as the spec does.
class P extends Promise {}
const p = P.resolve(1);
console.log(p instanceof P, p.then((x) => x) instanceof P, P.all([1]) instanceof P, Promise.resolve(p) === p, P.resolve(p) === p);
console.log(await P.all([1, Promise.resolve(2)]), await P.any([Promise.reject(1), 3]), await P.race([5]), await P.allSettled([1, Promise.reject(2)]));
console.log(await Promise.resolve(3).finally(() => 1), await p.finally(() => 1), p.finally(() => 1) instanceof P);
const d = Object.getOwnPropertyDescriptor(Promise, Symbol.species);
console.log(typeof d.get, d.get.name, d.set, Promise[Symbol.species] === Promise, P[Symbol.species] === P);

// A constructor that is not a promise: its executor gets the resolving functions.
const log = [];
function NotPromise(executor) {
  executor((v) => log.push("resolve " + JSON.stringify(v)), (e) => log.push("reject " + e));
}
NotPromise.resolve = (v) => ({ then(f) { log.push("then"); f(v); } });
Promise.all.call(NotPromise, [1, 2]);
Promise.reject.call(NotPromise, "r");
console.log(log.join("; "));

// Each value goes through C.resolve, read once.
let reads = 0;
const C = function (ex) { return new Promise(ex); };
Object.defineProperty(C, "resolve", { get() { reads++; return (v) => Promise.resolve(v); } });
await Promise.all.call(C, [1, 2, 3]);
console.log("resolve reads", reads);

// Iterator closing: an error after the iterator started closes it.
let closed = 0;
const iter = { [Symbol.iterator]() { return { next() { return { value: 1, done: false }; }, return() { closed++; return {}; } }; } };
const Bad = function (ex) { return new Promise(ex); };
Bad.resolve = () => { throw new Error("boom"); };
await Promise.all.call(Bad, iter).catch((e) => console.log(e.message, "closed", closed));

// Errors that reject, and errors that throw synchronously.
const t = (f) => { try { f(); console.log("no throw"); } catch (e) { console.log(e.name + ": " + e.message); } };
t(() => Promise.all.call(undefined, []));
t(() => Promise.all.call({}, []));
t(() => Promise.resolve.call(undefined, 1));
t(() => Promise.reject.call(1, 1));
t(() => { function E(ex) { ex(() => {}, () => {}); ex(() => {}, () => {}); } Promise.resolve.call(E, 1); });
t(() => { function E(ex) { ex(1, 2); } Promise.resolve.call(E, 1); });
t(() => { const q = Promise.resolve(1); q.constructor = 5; q.then(); });
t(() => { const q = Promise.resolve(1); q.constructor = { [Symbol.species]: 5 }; q.then(); });
t(() => Promise.prototype.then.call(1));
t(() => Promise.prototype.finally.call(1));
const E2 = function (ex) { ex(() => {}, (e) => console.log("rejected:", e.message)); };
E2.resolve = 5;
Promise.all.call(E2, []);
await Promise.any([]).catch((e) => console.log(e.name, e.message, e.errors));
await null;
