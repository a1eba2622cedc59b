// node: skip (node 20 lacks the ES2025 iterator helpers; the expected lines are node 24's)
// value: [11,21]
// log: 2 made, map 1@0
// log: 4,6 4
// log: 1,3,5
// log: 1,2 3,4
// log: 1,2,3 0
// log: 1,10,2,20
// log: 1,-1,2,-2
// log: 6 18
// log: true false 2
// log: 5:0,6:1
// log: 0,9,36,81
// log: a1,b2
// log: 0,1,2
// log: 3 7
// log: 300,200,100 true
// log: true
// log: true false
// log: function Iterator 0 true [Symbol.iterator]
// log: [object Iterator Helper] [object Iterator]
// log: [object Mine] true true
// The ES2025 iterator helpers over arrays, generators, Iterator.from and a
// subclass of Iterator: lazy, in order, with their indexes.
const seen = [];
const doubled = [1, 2, 3].values().map((x, i) => { seen.push("map " + x + "@" + i); return x * 2; });
seen.push("made");
console.log(doubled.next().value, seen.join(", "));
console.log([...doubled].join(), seen.length);
console.log([1, 2, 3, 4, 5].values().filter((x) => x % 2).toArray().join());
console.log([1, 2, 3, 4].values().take(2).toArray().join(), [1, 2, 3, 4].values().drop(2).toArray().join());
console.log([1, 2, 3].values().take(Infinity).toArray().join(), [1, 2].values().drop(Infinity).toArray().length);
console.log([1, 2].values().flatMap((x) => [x, x * 10]).toArray().join());
console.log([1, 2].values().flatMap((x) => new Set([x, -x])).toArray().join());
console.log([1, 2, 3].values().reduce((a, b) => a + b), [1, 2, 3].values().reduce((a, b, i) => a + b * i, 10));
console.log([1, 2, 3].values().some((x) => x > 2), [1, 2, 3].values().every((x) => x > 2), [1, 2, 3].values().find((x) => x > 1));
const each = [];
[5, 6].values().forEach((x, i) => each.push(x + ":" + i));
console.log(each.join());
function* naturals() { let n = 0; for (;;) yield n++; }
console.log(naturals().filter((n) => n % 3 === 0).map((n) => n * n).take(4).toArray().join());
console.log(new Map([["a", 1], ["b", 2]]).entries().map(([k, v]) => k + v).toArray().join());
console.log(Iterator.from({ i: 0, next() { return { value: this.i, done: this.i++ > 2 }; } }).toArray().join());
console.log(Iterator.from("a😀b").toArray().length, Iterator.from([7, 8]).next().value);
class Countdown extends Iterator {
  constructor(n) { super(); this.n = n; }
  next() { return this.n > 0 ? { value: this.n--, done: false } : { value: undefined, done: true }; }
}
console.log(new Countdown(3).map((x) => x * 100).toArray().join(), new Countdown(1) instanceof Iterator);
console.log(Object.getPrototypeOf(Reflect.construct(Iterator, [], Countdown)) === Countdown.prototype);
const ip = Iterator.prototype;
console.log(Object.getPrototypeOf([].values()).__proto__ === ip, Object.getPrototypeOf(naturals).prototype.__proto__.__proto__ === ip);
console.log(typeof Iterator, Iterator.name, Iterator.length, Iterator.prototype.constructor === Iterator, ip[Symbol.iterator].name);
console.log(Object.prototype.toString.call([].values().map((x) => x)), Object.prototype.toString.call(Iterator.from({ next() {} })));
const tagged = Object.create(ip);
tagged[Symbol.toStringTag] = "Mine";
tagged.constructor = 1;
console.log(Object.prototype.toString.call(tagged), Object.hasOwn(tagged, "constructor"), ip.constructor === Iterator);
return [...[10, 20].values().map((x) => x + 1)];
