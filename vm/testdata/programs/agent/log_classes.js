// log: Point { x: 1, y: 2 } Point3 { x: 1, y: 2, z: 3 } Empty {} WithMethods { n: 1 } Account { owner: 'ann' }
// log: [ Point { x: 0, y: 0 }, Point { x: 5, y: 5 } ]
// log: { origin: Point { x: 0, y: 0 }, path: [ Point3 { x: 1, y: 1, z: 1 } ] }
// log: { a: { b: { c: [Point] } } }
// log: Legacy { name: 'old' }
// log: { v: 1 }
// log: Tagged [TG] {}
// log: Node2 {
// log:   value: 'root',
// log:   children: [
// log:     Node2 { value: 'a', children: [Array] },
// log:     Node2 { value: 'b', children: [] }
// log:   ]
// log: }
// log: Point {}
// log: Box(2) [ 1, 2 ]
// log: MyMap(1) [Map] { 1 => 2 }
// Class instances print with their class name.
class Point { constructor(x, y) { this.x = x; this.y = y; } }
class Point3 extends Point { constructor(x, y, z) { super(x, y); this.z = z; } }
class Empty {}
class WithMethods { constructor() { this.n = 1; } get double() { return 2; } method() {} }
class Account { #secret = 1; constructor() { this.owner = "ann"; } }
console.log(new Point(1, 2), new Point3(1, 2, 3), new Empty(), new WithMethods(), new Account());
console.log([new Point(0, 0), new Point(5, 5)]);
console.log({ origin: new Point(0, 0), path: [new Point3(1, 1, 1)] });
console.log({ a: { b: { c: new Point(1, 2) } } });
function Legacy(name) { this.name = name; }
Legacy.prototype.greet = function () {};
console.log(new Legacy("old"));
const anon = new (class { constructor() { this.v = 1; } })();
console.log(anon);
class Tagged { get [Symbol.toStringTag]() { return "TG"; } }
console.log(new Tagged());
class Node2 { constructor(v) { this.value = v; this.children = []; } }
const root = new Node2("root");
root.children.push(new Node2("a"), new Node2("b"));
root.children[0].children.push(new Node2("a1"));
console.log(root);
const o = Object.create(Point.prototype);
console.log(o);
class Box extends Array {}
console.log(Box.from([1, 2]));
class MyMap extends Map {}
console.log(new MyMap([[1, 2]]));
