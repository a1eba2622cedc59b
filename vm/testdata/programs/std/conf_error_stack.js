// log: ValidationError: bad input ValidationError: bad input
// log: FieldError: f
// log: ProtoError: p
// log: Error: changed
// log: Error: read
// log: Error: read
// log: string true false true false
// log: stack,message,cause
// log: custom custom
// log: undefined false
// log: Error: x true false
// log: RangeError: inherited false
// log: 0 {} {}
// log: HttpError: not found stack,message,status,name true
// log: Plain: m false
// log: Error 2 10
// log: TypeError
// log: TypeError Cannot define property stack, object is not extensible
// log: AggregateError: many 1 stack,message,errors
// An error's stack text is made when it is first read (as in V8), so a name
// or message set after construction shows in its first line; until then it
// still looks like a data property. Error.captureStackTrace gives any object
// a stack.
const first = (e) => e.stack.split("\n")[0];
class ValidationError extends Error {
  constructor(msg) { super(msg); this.name = "ValidationError"; }
}
try { throw new ValidationError("bad input"); } catch (e) { console.log(first(e), String(e)); }
class FieldError extends Error { name = "FieldError"; }
console.log(first(new FieldError("f")));
class Proto extends Error {}
Proto.prototype.name = "ProtoError";
console.log(first(new Proto("p")));
const e1 = new Error("x");
e1.message = "changed";
console.log(first(e1));
const e2 = new Error("read");
console.log(first(e2));
e2.message = "too late";
console.log(first(e2));

const d = Object.getOwnPropertyDescriptor(new Error("d"), "stack");
console.log(typeof d.value, d.writable, d.enumerable, d.configurable, "get" in d);
console.log(Object.getOwnPropertyNames(new Error("x", { cause: 1 })).join());
const e3 = new Error("x");
e3.stack = "custom";
console.log(e3.stack, Object.getOwnPropertyDescriptor(e3, "stack").value);
const e4 = new Error("x");
delete e4.stack;
console.log(e4.stack, "stack" in e4);
const e5 = new Error("x");
Object.freeze(e5);
console.log(first(e5), Object.isFrozen(e5), Object.getOwnPropertyDescriptor(e5, "stack").writable);
const child = Object.create(new RangeError("inherited"));
console.log(first(child), child.hasOwnProperty("stack"));
console.log(Object.keys(new Error("k")).length, JSON.stringify(new Error("j")), JSON.stringify({ ...new Error("s") }));

class HttpError extends Error {
  constructor(status, msg) {
    super(msg);
    this.status = status;
    this.name = "HttpError";
    Error.captureStackTrace(this, HttpError);
  }
}
const h = new HttpError(404, "not found");
console.log(first(h), Object.getOwnPropertyNames(h).join(), h instanceof HttpError);
const plain = { name: "Plain", message: "m" };
Error.captureStackTrace(plain);
console.log(first(plain), Object.getOwnPropertyDescriptor(plain, "stack").enumerable);
const empty = {};
Error.captureStackTrace(empty);
console.log(first(empty), Error.captureStackTrace.length, Error.stackTraceLimit);
try { Error.captureStackTrace(1); } catch (e) { console.log(e.name); }
try { Error.captureStackTrace(Object.freeze({})); } catch (e) { console.log(e.name, e.message); }
const agg = new AggregateError([new Error("a")], "many");
console.log(first(agg), agg.errors.length, Object.getOwnPropertyNames(agg).join());
