// value: "[object Array][object Null]"
// log: function object object function undefined true
// log: true {} false
// log: [ 0, 1, 3, 3, 1 ] 1
// log: 3 2
// log: 1,2,3 ,,1  number false
// log: true object
// log: number
console.log(typeof console.log, typeof JSON, typeof Math, typeof Promise, void 0, delete {}.x);
const o = { a: 1 };
console.log(delete o.a, o, "a" in o);
let i = 0;
const arr = [i++, i++, ++i, i--, --i];
console.log(arr, i);
const obj = { n: 1 };
obj.n++; ++obj.n; obj["n"]--;
const post = obj.n++;
console.log(obj.n, post);
console.log([1, 2, 3].toString(), String([null, undefined, 1]), [] + [], typeof NaN, 0.1 * 3 === 0.3);
console.log(globalThis === globalThis.globalThis, typeof globalThis);
var g1 = 1;
console.log(typeof g1);
return Object.prototype.toString.call([]) + Object.prototype.toString.call(null);
