// log: 5 true true
// log: { replaced: true }
function Point(x, y) { this.x = x; this.y = y; }
Point.prototype.norm = function () { return Math.hypot(this.x, this.y); };
const p = new Point(3, 4);
console.log(p.norm(), p.constructor === Point, Object.getPrototypeOf(p) === Point.prototype);
function R() { return { replaced: true }; }
console.log(new R());
