// value: null
// log: 4 {"0":"a","1":"b","2":"c","3":"d","length":4}
// log: d {"0":"a","1":"b","2":"c","length":3}
// log: a {"0":"b","1":"c","length":2}
// log: 3 {"0":"z","1":"b","2":"c","length":3}
// log: true {"0":"c","1":"b","2":"z","length":3}
// log: [ 'b' ] {"0":"c","1":"q","2":"r","3":"z","length":4}
// log: { '0': 'c', '1': 'q', '2': 0, '3': 0, length: 4 } {"0":"c","1":"q","2":0,"3":0,"length":4}
// log: {"0":3,"2":1,"length":3} false
// log: {"0":1,"length":1}
// log: {"0":0,"1":0,"2":"c","3":"q","length":4}
// Mutating Array methods on array-likes write the elements and length back.
const o = { length: 2, 0: "a", 1: "b" };
const A = Array.prototype;
console.log(A.push.call(o, "c", "d"), JSON.stringify(o));
console.log(A.pop.call(o), JSON.stringify(o));
console.log(A.shift.call(o), JSON.stringify(o));
console.log(A.unshift.call(o, "z"), JSON.stringify(o));
console.log(A.reverse.call(o) === o, JSON.stringify(o));
console.log(A.splice.call(o, 1, 1, "q", "r"), JSON.stringify(o));
console.log(A.fill.call(o, 0, 2), JSON.stringify(o));
const h = { length: 3, 0: 1, 2: 3 };
A.reverse.call(h); console.log(JSON.stringify(h), 1 in h);
const e = {}; A.push.call(e, 1); console.log(JSON.stringify(e));
A.sort.call(o); console.log(JSON.stringify(o));
