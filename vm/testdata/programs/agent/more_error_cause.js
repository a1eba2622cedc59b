// value: 4
// log: NotFoundError item 7 not found 404 item 7
// log: true true true
// log: SyntaxError true
// log: NotFoundError: item 7 not found [ 'name', 'resource', 'status' ] true true
// log: ValidationError ValidationError: bad input { field: 'email' }
// log: false true
// log: [
// log:   'Error: top',
// log:   'TypeError: middle',
// log:   'RangeError: bottom',
// log:   'root string'
// log: ]
// log: CustomName: msg CustomName: msg
// log: "" ""
// log: Error true
// log: N: m
// log: {"name":"AppError"}
// log: {"err":{}} [ 'stack', 'message', 'cause' ]
// log: HttpError HttpError: HTTP 503 503 [ 'status', 'body' ]
// log: {"name":"TypeError","message":"middle","cause":{"name":"RangeError","message":"bottom","cause":{}}}
// log: true TypeError
// log: [
// log:   'EvalError|ev|true',
// log:   'URIError|uri|true',
// log:   'SyntaxError|syn|true',
// log:   'ReferenceError|ref|true'
// log: ]
// log: true 4
// log: false true true
// Custom error classes with cause, names, toString and wrapping chains.
class AppError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = this.constructor.name;
  }
}
class NotFoundError extends AppError {
  constructor(resource, options) {
    super(`${resource} not found`, options);
    this.resource = resource;
    this.status = 404;
  }
}
class ValidationError extends AppError {
  get name() { return "ValidationError"; }
  set name(v) {}
}
function load(id) {
  try {
    JSON.parse("{bad json");
  } catch (err) {
    throw new NotFoundError(`item ${id}`, { cause: err });
  }
}
try {
  load(7);
} catch (e) {
  console.log(e.name, e.message, e.status, e.resource);
  console.log(e instanceof NotFoundError, e instanceof AppError, e instanceof Error);
  console.log(e.cause.name, e.cause instanceof SyntaxError);
  console.log(String(e), Object.keys(e), "cause" in e, Object.hasOwn(e, "cause"));
}
const v = new ValidationError("bad input", { cause: { field: "email" } });
console.log(v.name, v.toString(), v.cause);
const noCause = new Error("plain", {});
console.log("cause" in noCause, new Error("x", { cause: undefined }).hasOwnProperty("cause"));
function chain(e) {
  const out = [];
  for (let cur = e; cur; cur = cur.cause) out.push(cur instanceof Error ? `${cur.name}: ${cur.message}` : String(cur));
  return out;
}
const deep = new Error("top", { cause: new TypeError("middle", { cause: new RangeError("bottom", { cause: "root string" }) }) });
console.log(chain(deep));
const e2 = new Error("msg");
e2.name = "CustomName";
console.log(e2.toString(), `${e2}`);
const e3 = new Error("");
e3.name = "";
console.log(JSON.stringify(e3.toString()), JSON.stringify(new Error().message));
const e4 = Object.create(Error.prototype);
console.log(e4.toString(), e4 instanceof Error);
console.log(Error.prototype.toString.call({ name: "N", message: "m" }));
console.log(JSON.stringify(new AppError("json me", { cause: "c" })));
console.log(JSON.stringify({ err: new Error("e") }), Object.getOwnPropertyNames(new Error("a", { cause: 1 })));
class HttpError extends Error {
  static from(status, body) {
    const err = new HttpError(`HTTP ${status}`);
    err.status = status;
    err.body = body;
    return err;
  }
}
HttpError.prototype.name = "HttpError";
const he = HttpError.from(503, "busy");
console.log(he.name, String(he), he.status, Object.keys(he));
const serialize = (e) => ({ name: e.name, message: e.message, ...(e.cause ? { cause: serialize(e.cause) } : {}) });
console.log(JSON.stringify(serialize(deep.cause)));
try {
  null.x;
} catch (e) {
  console.log(e.constructor === TypeError, e.name);
}
const errs = [new EvalError("ev"), new URIError("uri"), new SyntaxError("syn"), new ReferenceError("ref")];
console.log(errs.map((e) => `${e.name}|${e.message}|${e instanceof Error}`));
const wrapped = new Error("wrapper", { cause: errs });
console.log(Array.isArray(wrapped.cause), wrapped.cause.length);
const desc = Object.getOwnPropertyDescriptor(wrapped, "cause");
console.log(desc.enumerable, desc.writable, desc.configurable);
return chain(deep).length;
