// log: [ true ] [ 0, 1, 2 ] [ 0, 1 ]
// log: for-of 0
// log: for-of 1
// log: 0 1
// log: 5 is not iterable
// log: TypeError number 1 is not a function
// log: string "s" is not a function
// log: null return is fine
// Iterating a primitive asks its prototype's Symbol.iterator; an iterator's
// return that is not callable (nor null/undefined) is a TypeError when a loop closes it.
Boolean.prototype[Symbol.iterator] = function* () { yield this.valueOf(); };
Number.prototype[Symbol.iterator] = function* () { for (let i = 0; i < this; i++) yield i; };
function* g() { const v = yield* true; return v; }
console.log([...g()], [...3], Array.from(2));
for (const x of 2) console.log("for-of", x);
const [a, b] = 5; console.log(a, b);
delete Number.prototype[Symbol.iterator];
try { for (const x of 5) {} } catch (e) { console.log(e.message); }
const it = { [Symbol.iterator]() { return { next() { return { done: false, value: 1 }; }, return: 1 }; } };
try { for (const x of it) break; } catch (e) { console.log(e.constructor.name, e.message); }
const it2 = { [Symbol.iterator]() { return { next() { return { done: false, value: 1 }; }, return: "s" }; } };
try { for (const x of it2) break; } catch (e) { console.log(e.message); }
const it3 = { [Symbol.iterator]() { return { next() { return { done: false, value: 1 }; }, return: null }; } };
for (const x of it3) break; console.log("null return is fine");
