// log: 2 bound f length,name
// log: 2 10
// log: Infinity "bound "
// log: 0 true
// log: 0
// log: 2 0
// log: 0
// log: name getter
// log: bound bound f 1
// log: stack,message
// log: stack,message,cause
// log: stack
// log: stack,message,errors
// log: stack,message
// log: stack,message,code
// A bound function's length and name are fixed when it is made, from the
// target's own length (a number) and name (a string); errors list stack
// before message (and cause), as in V8.
function f(a, b, c) {}
const b1 = f.bind(null, 1);
console.log(b1.length, b1.name, Object.getOwnPropertyNames(b1).join());
Object.defineProperty(f, "length", { value: 10 });
console.log(b1.length, f.bind().length);
const g = function () {};
Object.defineProperty(g, "length", { value: Infinity });
Object.defineProperty(g, "name", { value: 42 });
const b2 = g.bind();
console.log(b2.length, JSON.stringify(b2.name));
Object.defineProperty(g, "length", { value: -5 });
console.log(g.bind().length, Object.is(g.bind(null, 1, 2).length, 0));
Object.defineProperty(g, "length", { value: "3" });
console.log(g.bind().length);
const h = function () {};
Object.defineProperty(h, "length", { value: 2.7 });
console.log(h.bind().length, h.bind(null, 1, 2, 3).length);
const noLen = function (x) {};
delete noLen.length;
console.log(noLen.bind().length);
const noisy = function () {};
Object.defineProperty(noisy, "name", { get() { throw new Error("name getter"); } });
try { noisy.bind(); } catch (e) { console.log(e.message); }
console.log(b1.bind(null, 2).name, b1.bind(null, 2).length);

console.log(Object.getOwnPropertyNames(new Error("x")).join());
console.log(Object.getOwnPropertyNames(new Error("x", { cause: 1 })).join());
console.log(Object.getOwnPropertyNames(new TypeError()).join());
console.log(Object.getOwnPropertyNames(new AggregateError([], "m")).join());
try { null.x; } catch (e) { console.log(Object.getOwnPropertyNames(e).join()); }
class MyError extends Error { constructor() { super("m"); this.code = 1; } }
console.log(Object.getOwnPropertyNames(new MyError()).join());
