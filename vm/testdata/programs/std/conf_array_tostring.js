// log: own join own join own join
// log: J [object Object] [object Number]
// log: TypeError Cannot convert undefined or null to object
// log: 1,2,3,,
// log: 1,,
// log: X2 X1
// log: [object Arguments]
// log: 9 -Infinity
// log: TypeError Cannot convert a Symbol value to a number
// log: 7
// Array.prototype.toString calls this.join (an own or replaced join, any
// object's join), falling back to Object.prototype.toString; apply takes
// array-likes through their length.
const a = [1, 2];
a.join = () => "own join";
console.log(String(a), `${a}`, a + "");
console.log(Array.prototype.toString.call({ join: () => "J" }), Array.prototype.toString.call({ join: 5 }), Array.prototype.toString.call(5));
try { Array.prototype.toString.call(null); } catch (e) { console.log(e.name, e.message); }
console.log(String([1, [2, [3, null]], undefined]));
const cyc = [1];
cyc.push(cyc, [cyc]);
console.log(String(cyc));
const savedJoin = Array.prototype.join;
Array.prototype.join = function () { return "X" + this.length; };
console.log(String([1, 2]), [3].toString());
Array.prototype.join = savedJoin;
console.log((function () { return Array.prototype.toString.call(arguments); })(1, 2));
console.log(Math.max.apply(null, { length: 3, 0: 1, 1: 9, 2: 4 }), Math.max.apply(null, { length: -1 }));
try { Math.max.apply(null, { length: Symbol() }); } catch (e) { console.log(e.name, e.message); }
Array.prototype[1] = 7;
console.log(Math.max.apply(null, [1, , 3]));
delete Array.prototype[1];
