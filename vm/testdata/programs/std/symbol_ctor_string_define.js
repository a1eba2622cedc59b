// node: skip (Iterator.from is ES2025, which node 20 lacks; this is node 24's output)
// log: TypeError Symbol is not a constructor
// log: TypeError Symbol is not a constructor
// log: true symbol
// log: 2 { value: 2, writable: true, enumerable: false, configurable: true }
// log: Cannot redefine property: 0
// log: a true false
// log: five [ '0', '1' ]
// log: string
// log: object
// Symbol is a constructor that throws (a class may extend it); defineProperty on a
// String object's own non-index properties and on String.prototype's built-ins works.
class S extends Symbol {}
try { new S(); } catch (e) { console.log(e.constructor.name, e.message); }
try { new Symbol(); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Reflect.construct(function () {}, [], Symbol) instanceof Symbol, typeof Symbol("x"));
const s = new String("ab");
Object.defineProperty(s, "x", { value: 1, writable: true, configurable: true });
Object.defineProperty(s, "x", { value: 2 });
console.log(s.x, Object.getOwnPropertyDescriptor(s, "x"));
try { Object.defineProperty(s, "0", { value: "z" }); } catch (e) { console.log(e.message); }
console.log(Object.defineProperty(s, "0", { value: "a" })[0], Reflect.defineProperty(s, "length", { value: 2 }), Reflect.defineProperty(s, "length", { value: 3 }));
Object.defineProperty(s, "5", { value: "five", configurable: true }); console.log(s[5], Object.keys(s));
const origStrIter = String.prototype[Symbol.iterator];
let observedType;
Object.defineProperty(String.prototype, Symbol.iterator, { get() { 'use strict'; observedType = typeof this; return origStrIter; } });
Iterator.from('');
console.log(observedType);
Iterator.from(new String(''));
console.log(observedType);
