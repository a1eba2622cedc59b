// log: 1 1 true 0,p,2 0,p,2
// log: true [2,"p",0] [9,"p",2]
// log: ["p",2,null,4] p
// log: p 1
// log: p true true
// log: -1 0,,2
// log: 3 3
// log: -1
// Holes show elements inherited from Array.prototype (or Object.prototype)
// in every method, not undefined.
Array.prototype[1] = "p";
const a = [0, , 2];
console.log(a.indexOf("p"), a.lastIndexOf("p"), a.includes("p"), a.join(), String(a));
console.log(a.slice().hasOwnProperty(1), JSON.stringify(a.toReversed()), JSON.stringify(a.with(0, 9)));
console.log(JSON.stringify([0, , 2, , 4].toSpliced(0, 1)), a.at(1));
const b = [0];
b.length = 2;
console.log(b.pop(), b.length);
const c = [0];
c.length = 2;
c.reverse();
console.log(c[0], c.hasOwnProperty(0), c.hasOwnProperty(1));
delete Array.prototype[1];
console.log([0, , 2].indexOf(undefined), [0, , 2].join());

Object.prototype[3] = "o";
console.log([, , , ,].lastIndexOf("o"), Array.prototype.indexOf.call({ length: 5 }, "o"));
delete Object.prototype[3];
console.log([, , , ,].lastIndexOf("o"));
