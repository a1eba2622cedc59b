// log: true 0 [ 'length', 'constructor' ] [object Array]
// log: 1 x x [null,"x"] 2
// log: [ <2 empty items>, 1 ] [ 2, 4 ] 1,2
// log: Object(2) [ <2 empty items> ]
// log: [ 0, 'x', 2 ] 0,x,2 true 1 [ 0, 'x', 2 ] [ 0, 'x', 2 ] [ 0, 'x', 2 ] [ 0, 'x', 2 ] [ 0, 'x', 2 ]
// log: [ 0, 'x', 2 ] true 1 0x2
// log: of 0
// log: of x
// log: of 2
// log: [0,"x",2] [ 0, 2, 'x' ] [ 2, 'x', 0 ] x [ '0', '2' ] [ 0, 'x', 2 ] 1
// log: [ 0, <1 empty item>, 2 ] 0,,2
// Array.prototype is an array (Array.isArray, length 0), and holes read through
// the prototype chain in every kind of iteration (for-of, spread, Array.from, JSON).
console.log(Array.isArray(Array.prototype), Array.prototype.length, Object.getOwnPropertyNames(Array.prototype).slice(0, 2), Object.prototype.toString.call(Array.prototype));
Array.prototype[1] = "x"; console.log([,].length, [,][1], [][1], JSON.stringify(Array.prototype), Array.prototype.length);
delete Array.prototype[1];
console.log(Array.prototype.concat([1]), [1,2].map(x => x*2), Array.prototype.join.call([1,2]));
console.log(Array.prototype);
Array.prototype[1] = "x";
const a = [0, , 2];
console.log(a.map(v => v), a.join(), a.includes("x"), a.indexOf("x"), [...a], a.filter(() => true), a.slice(), Array.from(a), a.concat([]));
let fe = []; a.forEach(v => fe.push(v)); console.log(fe, a.some(v => v === "x"), a.findIndex(v => v === "x"), a.reduce((s, v) => s + v, ""));
for (const v of a) console.log("of", v);
console.log(JSON.stringify(a), a.toSorted(), a.toReversed(), a.at(1), Object.keys(a), a.flat(), a.lastIndexOf("x"));
delete Array.prototype[1];
console.log(a.map(v => v), a.join());
