// value: null
// log: 29 [null,null,null,null,null,1,2,3,4] 9
// log: 12 10,11,,,,,,,,,10,11
// log: 4 [1,1,2,3]
function long() { var a = []; for (var i = 0; i < 30; i++) a[i] = i; return a; }
var a = long();
var r = a.copyWithin(25, { valueOf() { a.length = 5; return 1; } });
console.log(r.length, JSON.stringify(r.slice(20)), Object.keys(r).length);
var b = long();
b.copyWithin(0, 10, { valueOf() { b.length = 12; return 20; } });
console.log(b.length, b.join(","));
var c = [1, 2, 3, 4, 5];
c.copyWithin(1, 0, { valueOf() { c.length = 3; return 4; } });
console.log(c.length, JSON.stringify(c));
