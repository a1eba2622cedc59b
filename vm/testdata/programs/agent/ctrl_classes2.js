// value: {"amount":12.5,"currency":"USD","key":""}
// log: [object Money] 12.50 USD 1250 default:1250 2500 12.50 USD
// log: {"price":{"amount":12.5,"currency":"USD","key":"price"},"list":[{"amount":12.5,"currency":"USD","key":"0"}]}
// log: Named Named undefined
// log: Impl
// log: Base is abstract
// log: true true
// log: hi from person  true
// log: true false
// log: #0 #1 2
// log: [object TaggedInstance] [object TaggedClass]
// Symbol.toStringTag, toJSON/toString/valueOf overrides, class expressions, new.target.
class Money {
  constructor(cents, cur = "USD") {
    this.cents = cents;
    this.cur = cur;
  }
  get [Symbol.toStringTag]() {
    return "Money";
  }
  valueOf() {
    return this.cents;
  }
  toString() {
    return `${(this.cents / 100).toFixed(2)} ${this.cur}`;
  }
  toJSON(key) {
    return { amount: this.cents / 100, currency: this.cur, key };
  }
  [Symbol.toPrimitive](hint) {
    return hint === "number" ? this.cents : hint === "string" ? this.toString() : `default:${this.cents}`;
  }
}
const m = new Money(1250);
console.log(Object.prototype.toString.call(m), `${m}`, +m, m + "", m * 2, String(m));
console.log(JSON.stringify({ price: m, list: [m] }));
const Shape = class Named {
  static create() {
    return new Named();
  }
  whoami() {
    return Named.name;
  }
};
console.log(Shape.name, Shape.create().whoami(), typeof Named);
class Base {
  constructor() {
    this.kind = new.target.name;
    if (new.target === Base) throw new TypeError("Base is abstract");
  }
}
class Impl extends Base {}
console.log(new Impl().kind);
try {
  new Base();
} catch (e) {
  console.log(e.message);
}
function Legacy() {
  if (!new.target) return new Legacy();
  this.made = true;
}
console.log(Legacy().made, new Legacy().made);
const mixin = (B) => class extends B {
  greet() {
    return "hi from " + super.greet();
  }
};
class Person {
  greet() {
    return "person";
  }
}
const Mixed = mixin(Person);
console.log(new Mixed().greet(), Mixed.name, new Mixed() instanceof Person);
class Temp {
  static [Symbol.hasInstance](x) {
    return typeof x === "number" && x > 100;
  }
}
console.log(150 instanceof Temp, 5 instanceof Temp);
class Counter {
  static instances = 0;
  count = Counter.instances++;
  label = `#${this.count}`;
  arrow = () => this.label;
}
const c1 = new Counter(), c2 = new Counter();
const { arrow } = c2;
console.log(c1.label, arrow(), Counter.instances);
class Tagged {
  static [Symbol.toStringTag] = "TaggedClass";
  get [Symbol.toStringTag]() { return "TaggedInstance"; }
}
console.log(String(new Tagged()), Object.prototype.toString.call(Tagged));
return JSON.parse(JSON.stringify(m));
