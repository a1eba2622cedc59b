// value: [1,2]
// log: 3 true true true Point { x: 1, y: 2 }
// log: { made: true }
// log: 10 20 true
// log: true
// log: (intermediate value) is not a constructor
// log: TypeError
// log: 1970-01-02T00:00:00.000Z 2 { a: 1 } object
function Point(x, y) { this.x = x; this.y = y; }
Point.prototype.sum = function () { return this.x + this.y; };
const p = new Point(1, 2);
console.log(p.sum(), p instanceof Point, p.constructor === Point, Object.getPrototypeOf(p) === Point.prototype, p);
function Factory() { return { made: true }; }
console.log(new Factory());
const bound = Point.bind(null, 10);
const q = new bound(20);
console.log(q.x, q.y, q instanceof Point);
const objWithMethod = { n: 1, m() { return this; } };
console.log(objWithMethod.m() === objWithMethod);
try { new (() => {})(); } catch (e) { console.log(e.message); }
try { new Math.max(); } catch (e) { console.log(e.constructor.name); }
console.log(new Date(86400000).toISOString(), new Array(2).length, new Object({ a: 1 }), typeof new String("s"));
return [p.x, p.y];
