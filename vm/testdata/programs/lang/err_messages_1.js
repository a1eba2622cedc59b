// log: callUndef -> TypeError: o.f is not a function
// log: callNum -> TypeError: n is not a function
// log: callNested -> TypeError: Cannot read properties of undefined (reading 'c')
// log: readNull -> TypeError: Cannot read properties of null (reading 'y')
// log: readUndefIndex -> TypeError: Cannot read properties of undefined (reading '0')
// log: writeUndef -> TypeError: Cannot set properties of undefined (setting 'x')
// log: newArrow -> TypeError: A is not a constructor
// log: notDefined -> ReferenceError: notDefinedAnywhere is not defined
// log: tdz -> ReferenceError: Cannot access 'tdzVar' before initialization
// log: constAssign -> TypeError: Assignment to constant variable.
// log: inPrimitive -> TypeError: Cannot use 'in' operator to search for 'x' in str
// log: instanceofNonCallable -> TypeError: Right-hand side of 'instanceof' is not callable
// log: spreadNonIterable -> TypeError: undefined is not iterable
// log: destructNull -> TypeError: Cannot destructure property 'a' of 'null' as it is null.
// log: symbolToNumber -> TypeError: Cannot convert a Symbol value to a number
// log: bigArray -> RangeError: Invalid array length
// log: jsonParse -> SyntaxError: Expected property name or '}' in JSON at position 1
// log: classNoNew -> TypeError: Class constructor K cannot be invoked without 'new'
// log: superMissing -> ReferenceError: Must call super constructor in derived class before accessing 'this' or returning from derived constructor
// log: privateRead -> TypeError: Cannot read private member #x from an object whose class did not declare it
// log: getterOnly -> TypeError: Cannot set property g of #<Object> which has only a getter
// log: frozenPush -> TypeError: Cannot add property 1, object is not extensible
// log: toFixedRange -> RangeError: toFixed() digits argument must be between 0 and 100
// log: repeatNeg -> RangeError: Invalid count value: -1
// log: reduceEmpty -> TypeError: Reduce of empty array with no initial value
// log: definePropNonObj -> TypeError: Object.defineProperty called on non-object
// log: protoNonObj -> TypeError: Object prototype may only be an Object or null: 1
// log: generatorRunning -> TypeError: Generator is already running
// log: yieldStarNotIterable -> TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
const cases = {
  callUndef: () => { const o = {}; o.f(); },
  callNum: () => { const n = 5; n(); },
  callNested: () => { const o = { a: { } }; o.a.b.c(); },
  readNull: () => { let x = null; return x.y; },
  readUndefIndex: () => { let a; return a[0]; },
  writeUndef: () => { let u; u.x = 1; },
  newArrow: () => { const A = () => 1; new A(); },
  notDefined: () => notDefinedAnywhere + 1,
  tdz: () => { tdzVar; let tdzVar = 1; },
  constAssign: () => { const c = 1; c++; },
  inPrimitive: () => 'x' in 'str',
  instanceofNonCallable: () => ({}) instanceof {},
  spreadNonIterable: () => [...undefined],
  destructNull: () => { const { a } = null; },
  symbolToNumber: () => Symbol() * 2,
  bigArray: () => new Array(-1),
  jsonParse: () => JSON.parse('{bad'),
  classNoNew: () => { class K {} K(); },
  superMissing: () => { class B extends Object { constructor() { } } new B(); },
  privateRead: () => { class P { #x; static r(o) { return o.#x; } } P.r({}); },
  getterOnly: () => { 'use strict'; const o = { get g() { return 1; } }; o.g = 2; },
  frozenPush: () => { const a = Object.freeze([1]); a.push(2); },
  toFixedRange: () => (1).toFixed(200),
  repeatNeg: () => 'a'.repeat(-1),
  reduceEmpty: () => [].reduce((a, b) => a + b),
  definePropNonObj: () => Object.defineProperty(1, 'x', {}),
  protoNonObj: () => Object.setPrototypeOf({}, 1),
  generatorRunning: () => { let it; function* g() { it.next(); } it = g(); it.next(); },
  yieldStarNotIterable: () => { function* g() { yield* 5; } g().next(); },
};
for (const [name, f] of Object.entries(cases)) {
  try { f(); console.log(name, 'no error'); } catch (e) { console.log(name, '->', e.constructor.name + ': ' + e.message); }
}
