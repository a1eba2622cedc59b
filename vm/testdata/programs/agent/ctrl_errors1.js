// value: ["string: oops","other: {\"code\":5}","SyntaxError: bad syntax","TypeError: Cannot read properties of null (reading 'x')"]
// log: NotFoundError: user 7 not found
// log: NotFoundError: user 7 not found | NotFoundError | user 7 not found
// log: true true true NotFoundError
// log: cause: db miss for 7 true true
// log: [ 'name', 'resource', 'status' ] {"name":"NotFoundError","resource":"user 7","status":404}
// log: ValidationError: bad id -1
// log: ValidationError: bad id -1 | ValidationError | bad id -1
// log: false true true ValidationError
// log: cause: undefined false false
// log: [] {}
// log: Custom: msg N Error: only msg
// log: [TypeError] true false
// log: true undefined false
// log: true true RangeError true
// log: true called without new
// log: [
// log:   'string: oops',
// log:   'other: {"code":5}',
// log:   'SyntaxError: bad syntax',
// log:   "TypeError: Cannot read properties of null (reading 'x')"
// log: ]
// Custom Error subclasses: name, message, cause, instanceof, String(err), toString().
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
  get name() {
    return "ValidationError";
  }
  set name(v) {}
}
async function loadUser(id) {
  if (id < 0) throw new ValidationError(`bad id ${id}`);
  try {
    throw new Error(`db miss for ${id}`);
  } catch (e) {
    throw new NotFoundError(`user ${id}`, { cause: e });
  }
}
for (const id of [7, -1]) {
  try {
    await loadUser(id);
  } catch (err) {
    console.log(String(err));
    console.log(err.toString(), "|", err.name, "|", err.message);
    console.log(err instanceof NotFoundError, err instanceof AppError, err instanceof Error, err.constructor.name);
    console.log("cause:", err.cause ? err.cause.message : err.cause, "status" in err, Object.hasOwn(err, "cause"));
    console.log(Object.keys(err), JSON.stringify(err));
  }
}
const plain = new Error("msg");
plain.name = "Custom";
console.log(String(plain), Error.prototype.toString.call({ name: "N", message: "" }), Error.prototype.toString.call({ message: "only msg" }));
const noMsg = new TypeError();
console.log(`[${noMsg}]`, noMsg.message === "", Object.hasOwn(noMsg, "message"));
const e2 = new Error("with undefined cause", { cause: undefined });
console.log(Object.hasOwn(e2, "cause"), e2.cause, "cause" in new Error("x", {}));
console.log(new RangeError("r") instanceof Error, Object.getPrototypeOf(RangeError) === Error, RangeError.prototype.name, Error.prototype.message === "");
const err3 = Error("called without new");
console.log(err3 instanceof Error, err3.message);
function toMessage(e) {
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  if (typeof e === "string") return `string: ${e}`;
  return `other: ${JSON.stringify(e)}`;
}
const thrown = [];
for (const t of [() => { throw "oops"; }, () => { throw { code: 5 }; }, () => { throw new SyntaxError("bad syntax"); }, () => { null.x; }]) {
  try {
    t();
  } catch (e) {
    thrown.push(toMessage(e));
  }
}
console.log(thrown);
return thrown;
