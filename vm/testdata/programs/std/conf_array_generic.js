// log: 1 get 0,get 1
// log: 0 get 1,get 0
// log: 4 {"0":"a","2":"c","3":"d","length":4}
// log: d {"0":"a","2":"c","length":3}
// log: a {"1":"c","length":2}
// log: 4 {"0":"x","1":"y","3":"c","length":4}
// log: ["y",null] {"0":"x","1":"s","2":"c","length":3}
// log: [null,3,null]
// log: {"0":"d","1":"c","3":"a","length":4}
// log: {"1":7,"2":7,"length":3}
// log: {"0":2,"1":3,"2":3,"length":3}
// log: 3
// log: true true
// log: [3,null,1]
// log: [1,9,3]
// log: [1,"a","b",3]
// log: RangeError Invalid index : 5.5
// log: 9007199254740990 1 true
// log: TypeError Pushing 1 elements on an array-like of length 9007199254740991 is disallowed, as the total surpasses 2**53-1
// log: true new x false y
// log: y
// log: [2,1,0] 4
// log: 4 1
// log: 0
// Array.prototype methods on array-likes follow the generic steps: lengths up
// to 2**53-1, holes as deletions, getters and valueOf in the specified order.
const show = (o) => JSON.stringify(o);
const log = [];
const al = {
  get 0() { log.push("get 0"); return "a"; },
  get 1() { log.push("get 1"); return "b"; },
  2: "c",
  length: 3,
};
console.log(Array.prototype.indexOf.call(al, "b"), log.join());
log.length = 0;
console.log(Array.prototype.lastIndexOf.call(al, "a"), log.join());

const o = { 0: "a", 2: "c", length: 3 };
console.log(Array.prototype.push.call(o, "d"), show(o));
console.log(Array.prototype.pop.call(o), show(o));
console.log(Array.prototype.shift.call(o), show(o));
console.log(Array.prototype.unshift.call(o, "x", "y"), show(o));
console.log(show(Array.prototype.splice.call(o, 1, 2, "s")), show(o));
console.log(show(Array.prototype.slice.call({ 0: 1, 2: 3, length: 4 }, 1)));
console.log(show(Array.prototype.reverse.call({ 0: "a", 2: "c", 3: "d", length: 4 })));
console.log(show(Array.prototype.fill.call({ length: 3 }, 7, 1)));
console.log(show(Array.prototype.copyWithin.call({ 0: 1, 1: 2, 2: 3, length: 3 }, 0, 1)));
console.log(Array.prototype.at.call({ 0: 1, 1: 2, 2: 3, length: 3 }, -1));
console.log(Array.prototype.includes.call({ 0: NaN, length: 1 }, NaN), Array.prototype.includes.call({ length: 2 }, undefined));
console.log(show(Array.prototype.toReversed.call({ 0: 1, 2: 3, length: 3 })));
console.log(show(Array.prototype.with.call({ 0: 1, 2: 3, length: 3 }, 1, 9)));
console.log(show(Array.prototype.toSpliced.call({ 0: 1, 2: 3, length: 3 }, 1, 1, "a", "b")));
try { Array.prototype.with.call({ length: 2 }, 5.5, 0); } catch (e) { console.log(e.name, e.message); }

// Near the largest length: only the touched indices exist.
const big = { length: 2 ** 53 - 3 };
console.log(Array.prototype.push.call(big, 1), big[2 ** 53 - 3], big.length === 2 ** 53 - 2);
try { Array.prototype.push.call({ length: 2 ** 53 - 1 }, 1); } catch (e) { console.log(e.name, e.message); }
const near = { "9007199254740987": "x", "9007199254740989": "y", length: 2 ** 53 - 2 };
Array.prototype.splice.call(near, 9007199254740986, 0, "new");
console.log(near.length === 2 ** 53 - 1, near["9007199254740986"], near["9007199254740988"], "9007199254740989" in near, near["9007199254740990"]);
console.log(Array.prototype.pop.call({ 0: "x", 4294967295: "y", length: 4294967296 }));

// A getter that grows the array does not loop forever.
const arr = [0, 1, 2];
Object.defineProperty(arr, "0", { get() { arr.push(4); return 0; } });
console.log(show(arr.toReversed()), arr.length);

// An arguments object whose length was assigned.
(function () {
  arguments.length = 4;
  console.log(Array.prototype.slice.call(arguments).length, Array.prototype.indexOf.call(arguments, 2));
})(1, 2);

// Length 0 is checked before fromIndex is converted.
let calls = 0;
const from = { valueOf() { calls++; return 0; } };
[].indexOf(1, from); [].lastIndexOf(1, from); [].includes(1, from);
console.log(calls);
