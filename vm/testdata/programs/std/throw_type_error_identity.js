// log: true true true true
// log: true false {"value":0,"writable":false,"enumerable":false,"configurable":false} {"value":"","writable":false,"enumerable":false,"configurable":false}
// log: TypeError 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
// log: null
// %ThrowTypeError% is one frozen function: the callee accessor of every
// strict arguments object and the caller/arguments accessor of
// Function.prototype.
const strictArgs = function () { "use strict"; return arguments }
const T = Object.getOwnPropertyDescriptor(strictArgs(), "callee").get
const c = Object.getOwnPropertyDescriptor(Function.prototype, "caller")
const a = Object.getOwnPropertyDescriptor(Function.prototype, "arguments")
console.log(T === c.get, T === c.set, T === a.get, T === Object.getOwnPropertyDescriptor(strictArgs(), "callee").set)
console.log(Object.isFrozen(T), Object.isExtensible(T), JSON.stringify(Object.getOwnPropertyDescriptor(T, "length")), JSON.stringify(Object.getOwnPropertyDescriptor(T, "name")))
try { strictArgs().callee } catch (e) { console.log(e.constructor.name, e.message) }
console.log((function () {}).caller)
