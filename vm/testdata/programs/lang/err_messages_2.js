// log: callMethodOfNull -> TypeError: Cannot read properties of null (reading 'm')
// log: callResult -> TypeError: f(...) is not a function
// log: callComputed -> TypeError: o[("k" + 1)] is not a function
// log: optionalThenCall -> TypeError: Cannot read properties of undefined (reading 'b')
// log: newNonCtor -> TypeError: o.m is not a constructor
// log: newNumber -> TypeError: 5 is not a constructor
// log: setterThrows -> RangeError: bad 3
// log: getterThrows -> TypeError: Cannot read properties of undefined (reading 'x')
// log: valueOfThrows -> TypeError: no number
// log: deleteSealed -> TypeError: Cannot delete property 'a' of #<Object>
// log: addToFrozen -> TypeError: Cannot add property x, object is not extensible
// log: argumentsCallee -> TypeError: 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
// log: labelUse no error number
// log: arrayLength -> RangeError: Invalid array length
// log: stringFromCodePoint -> RangeError: Invalid code point -1
// log: normalizeForm -> RangeError: The normalization form should be one of NFC, NFD, NFKC, NFKD.
// log: mapKeyCall -> TypeError: Method Map.prototype.get called on incompatible receiver #<Object>
// log: promiseThenNonPromise -> TypeError: Method Promise.prototype.then called on incompatible receiver 1
// log: iterResultNotObject -> TypeError: Iterator result 5 is not an object
// log: symbolIteratorNotFn -> TypeError: it is not iterable
// log: throwUndefined -> undefined
// log: sloppyCallee no error undefined
const cases = {
  callMethodOfNull: () => { const o = { p: null }; o.p.m(); },
  callResult: () => { const f = () => 1; f()(); },
  callComputed: () => { const o = {}; o['k' + 1](); },
  optionalThenCall: () => { const o = {}; o?.a.b(); },
  newNonCtor: () => { const o = { m() {} }; new o.m(); },
  newNumber: () => { new 5(); },
  setterThrows: () => { const o = { set s(v) { throw new RangeError('bad ' + v); } }; o.s = 3; },
  getterThrows: () => { const o = { get g() { return this.missing.x; } }; return o.g; },
  valueOfThrows: () => ({ valueOf() { throw new TypeError('no number'); } }) * 2,
  deleteSealed: () => { 'use strict'; const o = Object.seal({ a: 1 }); delete o.a; },
  addToFrozen: () => { 'use strict'; const o = Object.freeze({}); o.x = 1; },
  argumentsCallee: () => { 'use strict'; return (function () { return arguments.callee; })(); },
  labelUse: () => { let s = 0; a: for (const x of [1]) { s++; continue a; } return s; },
  arrayLength: () => { const a = []; a.length = -1; },
  stringFromCodePoint: () => String.fromCodePoint(-1),
  normalizeForm: () => 'a'.normalize('X'),
  mapKeyCall: () => new Map().get.call({}, 1),
  promiseThenNonPromise: () => Promise.prototype.then.call(1),
  iterResultNotObject: () => { const it = { [Symbol.iterator]: () => ({ next: () => 5 }) }; for (const x of it) {} },
  symbolIteratorNotFn: () => { const it = { [Symbol.iterator]: 5 }; [...it]; },
  throwUndefined: () => { throw undefined; },
  sloppyCallee: () => { const f = function () { return arguments.callee === f; }; if (!f()) throw new Error('callee'); },
};
for (const [name, f] of Object.entries(cases)) {
  try { const r = f(); console.log(name, 'no error', typeof r); } catch (e) { console.log(name, '->', e === undefined ? 'undefined' : e.constructor.name + ': ' + e.message); }
}
