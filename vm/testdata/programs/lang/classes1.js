// value: ["Rex","lab",4,2]
// log: Rex makes a sound and woofs Rex with 4 legs (dog) Tweety with 2 legs GEN Animal(Generic) 3
// log: true true false [ 'legs', 'name', 'sound', 'breed' ] function
// log: Dog { legs: 4, name: 'Rex', sound: 'woof', breed: 'lab' } Bird { legs: 2, name: 'Tweety' } [class Animal] { count: 3 } [class Dog extends Animal] 1
// log: TypeError Class constructor Animal cannot be invoked without 'new'
// log: true true MyError custom failure 42 MyError: custom failure
// log: hi Inner Anon Inner
// log: 2
// log: Derived Base
class Animal {
  legs = 4;
  static count = 0;
  constructor(name) { this.name = name; Animal.count++; }
  speak() { return `${this.name} makes a sound`; }
  get description() { return `${this.name} with ${this.legs} legs`; }
  set nick(v) { this._nick = v.toUpperCase(); }
  static create(n) { return new this(n); }
  toString() { return "Animal(" + this.name + ")"; }
}
class Dog extends Animal {
  sound = "woof";
  constructor(name, breed) { super(name); this.breed = breed; }
  speak() { return super.speak() + " and " + this.sound + "s"; }
  get description() { return super.description + " (dog)"; }
}
class Bird extends Animal { legs = 2; }
const d = new Dog("Rex", "lab");
const b = new Bird("Tweety");
const a = Animal.create("Generic");
a.nick = "gen";
console.log(d.speak(), d.description, b.description, a._nick, `${a}`, Animal.count);
console.log(d instanceof Dog, d instanceof Animal, b instanceof Dog, Object.keys(d), typeof Animal);
console.log(d, b, Animal, Dog, [class {}].length);
try { Animal("x"); } catch (e) { console.log(e.constructor.name, e.message); }
class MyError extends Error {
  constructor(msg, code) { super(msg); this.name = "MyError"; this.code = code; }
}
try { throw new MyError("custom failure", 42); } catch (e) { console.log(e instanceof MyError, e instanceof Error, e.name, e.message, e.code, String(e)); }
const Anon = class { hi() { return "hi"; } };
const Named = class Inner { who() { return Inner.name; } };
console.log(new Anon().hi(), new Named().who(), Anon.name, Named.name);
class Counter {
  count = 0;
  inc = () => { this.count++; return this; };
}
const c = new Counter();
const { inc } = c;
inc(); inc();
console.log(c.count);
class Base { constructor() { this.kind = new.target.name; } }
class Derived extends Base {}
console.log(new Derived().kind, new Base().kind);
return [d.name, d.breed, d.legs, b.legs];
