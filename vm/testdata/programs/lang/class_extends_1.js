// log: Rex makes a sound (woof) true true
class Animal { constructor(n) { this.n = n; } speak() { return this.n + ' makes a sound'; } }
class Dog extends Animal { speak() { return super.speak() + ' (woof)'; } }
const d = new Dog('Rex');
console.log(d.speak(), d instanceof Animal, Object.getPrototypeOf(Dog) === Animal);
