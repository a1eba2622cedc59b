// log: Object [Reflect] {} Object [Intl] {} Object [Math] {} Object [JSON] {}
// log: [Object: null prototype] {} Object [Map] {} Object [Promise] {} {} {} {}
// log: Object [Symbol] {} {} {} {} Object [BigInt] {}
// log: [Error [TypeError]] Object [Set] {}
// log: [
// log:   [Function: max],
// log:   [Function: stringify],
// log:   [Function: keys],
// log:   [Function: isArray],
// log:   [Function: all],
// log:   [Function: for]
// log: ]
// log: { Math: Object [Math] {}, JSON: Object [JSON] {} }
// Built-in namespaces and prototypes, as a program exploring the environment logs them.
console.log(Reflect, Intl, Math, JSON);
console.log(Object.prototype, Map.prototype, Promise.prototype, Error.prototype, Date.prototype, RegExp.prototype);
console.log(Symbol.prototype, String.prototype, Number.prototype, Boolean.prototype, BigInt.prototype);
console.log(TypeError.prototype, Set.prototype);
console.log([Math.max, JSON.stringify, Object.keys, Array.isArray, Promise.all, Symbol.for]);
console.log({ Math, JSON });
