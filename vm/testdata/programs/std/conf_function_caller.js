// log: sloppy caller null
// log: strict caller TypeError 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
// log: strict arguments TypeError 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
// log: arrow caller TypeError 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
// log: class caller TypeError 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
// log: set strict caller TypeError 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
// log: function true true false true true 0 true
// log: builtin caller TypeError 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
// log: true 1 true
// log: set sloppy caller null
// Function.prototype.caller/arguments: %ThrowTypeError% accessors (a sloppy
// ordinary function reads null, like V8's own properties).
function sloppy() {}
const strict = function () { "use strict"; };
const t = (name, f) => { try { console.log(name, f()); } catch (e) { console.log(name, e.name, e.message); } };
t("sloppy caller", () => sloppy.caller);
t("strict caller", () => strict.caller);
t("strict arguments", () => strict.arguments);
t("arrow caller", () => (() => {}).caller);
t("class caller", () => (class {}).caller);
t("set strict caller", () => { strict.caller = 1; return "set"; });
const d = Object.getOwnPropertyDescriptor(Function.prototype, "caller");
const d2 = Object.getOwnPropertyDescriptor(Function.prototype, "arguments");
console.log(typeof d.get, d.get === d.set, d.get === d2.get, d.enumerable, d.configurable, d.get.name === "", d.get.length, Object.isFrozen(d.get));
t("builtin caller", () => Math.max.caller);
console.log(Object.getOwnPropertyNames(Function.prototype).includes("caller"), Object.getOwnPropertySymbols(Function.prototype).length, Reflect.ownKeys(Function.prototype).length === Object.getOwnPropertyNames(Function.prototype).length + Object.getOwnPropertySymbols(Function.prototype).length);
t("set sloppy caller", () => { sloppy.caller = 1; return sloppy.caller; });
