// log: 0 false [object Number] [0,false]
// log: object 0.00
// log: 1970-01-01T00:00:00.000Z {"d":"1970-01-01T00:00:00.000Z"} x true true 0
// log: 0
// log: Invalid hint: x
// log: [object Math] [object Reflect] [object Map] [object Promise]
// log: [ '1', 'a', Symbol(s) ]
// log: true { x: 1 } 5
// log: false
// Date toJSON is generic, Date.prototype[Symbol.toPrimitive], Number/Boolean
// prototypes are wrappers, Symbol.toStringTag of built-ins, Reflect receivers.
console.log(Number.prototype.toString(), Boolean.prototype.valueOf(), Object.prototype.toString.call(Number.prototype), JSON.stringify([Number.prototype, Boolean.prototype]));
console.log(typeof Number.prototype, Number.prototype.toFixed(2));
const d = new Date(0);
console.log(d.toJSON(), JSON.stringify({d}), Date.prototype.toJSON.call({toISOString() { return "x"; }}), `${d}` === d.toString(), d + 1 === d.toString() + "1", +d);
console.log(Date.prototype[Symbol.toPrimitive].call(d, "number"));
try { Date.prototype[Symbol.toPrimitive].call(d, "x"); } catch (e) { console.log(e.message); }
console.log(Object.prototype.toString.call(Math), String(Reflect), Object.prototype.toString.call(new Map()), Object.prototype.toString.call(Promise.resolve()));
console.log(Reflect.ownKeys({a: 1, [Symbol("s")]: 2, 1: 0}));
const rcv = {}; console.log(Reflect.set({}, "x", 1, rcv), rcv, Reflect.get({get x() { return this.y; }}, "x", {y: 5}));
console.log(Reflect.set(Object.freeze({x: 1}), "x", 2));
