// log: RangeError n
// log: TypeError Cannot convert a Symbol value to a string
// log: only
// log: N
// log: TypeError: x
// log: true
// Error.prototype.toString propagates getter and conversion errors; the native
// error constructors inherit from Error.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.name, e.message); } };
t(() => Error.prototype.toString.call({ get name() { throw new RangeError("n"); } }));
t(() => Error.prototype.toString.call({ message: Symbol("m") }));
t(() => Error.prototype.toString.call({ name: "", message: "only" }));
t(() => Error.prototype.toString.call({ name: "N", message: "" }));
t(() => String(new TypeError("x")));
t(() => Object.getPrototypeOf(TypeError) === Error && Object.getPrototypeOf(AggregateError) === Error);
