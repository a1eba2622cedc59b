// log: function undefined undefined
// log: [object Function] true 0
// log: true true true
// log: function () { [native code] } undefined undefined
// log: [Function (anonymous)] Object
// log: TypeError Function.prototype is not a constructor
// log: false true
// Function.prototype is itself a function: it accepts any arguments and
// returns undefined; its name is "" and its length 0.
console.log(typeof Function.prototype, Function.prototype(), Function.prototype(1, 2, 3));
console.log(Object.prototype.toString.call(Function.prototype), Function.prototype.name === "", Function.prototype.length);
console.log(Function.prototype.hasOwnProperty("length"), Function.prototype.hasOwnProperty("name"), Object.getPrototypeOf(Function.prototype) === Object.prototype);
console.log(String(Function.prototype), Function.prototype.call(null), Function.prototype.apply(null, [1]));
console.log(Function.prototype);
try { new Function.prototype(); } catch (e) { console.log(e.name, e.message); }
console.log(Function.prototype instanceof Function, Function.prototype instanceof Object);
