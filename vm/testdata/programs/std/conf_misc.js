// log: 5e+0 1.23456e+2 1.5e+0 NaN 946684800000 0 NaN
// log: Symbol.prototype [ @@toPrimitive ] requires that 'this' be a Symbol
// log: true 1
// log: TypeError Cannot convert a Symbol value to a string
// log: true true 1
// log: coerced first
// log: true true true
// log: TypeError First argument to String.prototype.includes must not be a regular expression
// log: true
// log: pos
// Number toExponential/toPrecision argument order, Date.UTC(), Symbol.prototype[Symbol.toPrimitive],
// ToPropertyKey through @@toPrimitive, includes/startsWith/endsWith argument checks.
console.log((5).toExponential(), (123.456).toExponential(), (1.5).toExponential(1), Date.UTC(), Date.UTC(2000), (0).toPrecision(1), NaN.toPrecision(3));
try { Symbol.prototype[Symbol.toPrimitive].call(1); } catch (e) { console.log(e.message); }
const s = Symbol("q"); console.log(Object(s)[Symbol.toPrimitive]() === s, Symbol.prototype[Symbol.toPrimitive].length);
try { `${Object(s)}`; } catch (e) { console.log(e.name, e.message); }
const w = { [Symbol.toPrimitive]() { return s; } }; const o = { [s]: 1 };
console.log(Object.hasOwn(o, w), w in o, o[w]);
try { Infinity.toExponential({ valueOf() { throw new Error("coerced first"); } }); } catch (e) { console.log(e.message); }
console.log("abc".startsWith("b", 1), "abc".endsWith("b", 2), "abc".includes("c", 2));
try { "a".includes(/a/); } catch (e) { console.log(e.name, e.message); }
const re = /a/; re[Symbol.match] = false; console.log("/a/".includes(re));
try { "a".startsWith("a", { valueOf() { throw new Error("pos"); } }); } catch (e) { console.log(e.message); }
