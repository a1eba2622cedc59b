// log: Resource {} Handle [Custom] {}
// log: { v: 1, [Symbol(Symbol.toStringTag)]: 'Own' }
// log: Object [Hidden] { v: 2 }
// log: MyMap(1) [Map] { 'a' => 1 } MySet(1) [Set] { 1 } MyArray(2) [ 1, 2 ] MyMap(0) [Map] {}
// log: MyPromise [Promise] { 3 }
// log: Object [JSON] {} Object [Math] {} true
// log: { name: 'child' }
// log: Legacy { v: 1 } Legacy {}
// log: {} true
// log: {} [ {} ]
// log: { constructor: 'not a function', x: 1 }
// Symbol.toStringTag and unusual constructors.
class Resource {
  get [Symbol.toStringTag]() { return "Resource"; }
}
class Handle {
  get [Symbol.toStringTag]() { return "Custom"; }
}
console.log(new Resource(), new Handle());
const own = { [Symbol.toStringTag]: "Own", v: 1 };
console.log(own);
const hidden = { v: 2 };
Object.defineProperty(hidden, Symbol.toStringTag, { value: "Hidden" });
console.log(hidden);
class MyMap extends Map {}
class MySet extends Set {}
class MyArray extends Array {}
class MyPromise extends Promise {}
console.log(new MyMap([["a", 1]]), new MySet([1]), MyArray.from([1, 2]), new MyMap());
console.log(MyPromise.resolve(3));
console.log(JSON, Math, globalThis.Reflect === Reflect);
const proto = { greet() {} };
const child = Object.create(proto);
child.name = "child";
console.log(child);
function Legacy() { this.v = 1; }
console.log(new Legacy(), Object.create(Legacy.prototype));
class Point {}
console.log(Point.prototype, Object.getPrototypeOf(new Point()) === Point.prototype);
const noName = new (class {})();
console.log(noName, [noName]);
const withCtorProp = { constructor: "not a function", x: 1 };
console.log(withCtorProp);
