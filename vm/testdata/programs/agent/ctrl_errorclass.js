// value: [404,500,429]
// log: HttpError: request failed with 404 false true false string
// log: HttpError: request failed with 500 true true false string
// log: RateLimitError: rate limited, retry after 3s true true true string
// log: [{"name":"HttpError","status":404,"message":"request failed with 404","retryable":false},{"name":"HttpError","status":500,"message":"request failed with 500","retryable":true},{"name":"RateLimitError","status":429,"message":"rate limited, retry after 3s","retryable":true}]
// log: 9 RateLimitError [object Error]
// log: Error(top) <- TypeError(middle) <- root string
// log: HttpError: changed name,status,details true false
// log: Error Error: quiet Silent Error false
// log: NamedOnProto: x NamedOnProto
// log: Fake: not an error false true
// Error subclasses the way models write them: captureStackTrace guards, setPrototypeOf, codes and serialization.
class HttpError extends Error {
  constructor(status, message, details = {}) {
    super(message);
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "HttpError";
    this.status = status;
    this.details = details;
    if (typeof Error.captureStackTrace === "function") Error.captureStackTrace(this, HttpError);
  }
  get retryable() {
    return this.status >= 500 || this.status === 429;
  }
  toJSON() {
    return { name: this.name, status: this.status, message: this.message, retryable: this.retryable };
  }
}
class RateLimitError extends HttpError {
  constructor(retryAfter) {
    super(429, `rate limited, retry after ${retryAfter}s`, { retryAfter });
    this.name = "RateLimitError";
  }
}
function fail(status) {
  if (status === 429) throw new RateLimitError(3);
  throw new HttpError(status, `request failed with ${status}`);
}
const seen = [];
for (const status of [404, 500, 429]) {
  try {
    fail(status);
  } catch (e) {
    seen.push(e.toJSON());
    console.log(`${e}`, e.retryable, e instanceof HttpError, e instanceof RateLimitError, typeof e.stack);
  }
}
console.log(JSON.stringify(seen));
const wrapped = new Error("wrapper", { cause: new RateLimitError(9) });
console.log(wrapped.cause.details.retryAfter, wrapped.cause.name, Object.prototype.toString.call(wrapped.cause));
function describeError(err) {
  const chain = [];
  for (let e = err; e; e = e.cause) chain.push(e instanceof Error ? `${e.name}(${e.message})` : String(e));
  return chain.join(" <- ");
}
console.log(describeError(new Error("top", { cause: new TypeError("middle", { cause: "root string" }) })));
const e1 = new HttpError(400, "bad");
e1.message = "changed";
console.log(String(e1), Object.keys(e1).join(","), e1.hasOwnProperty("message"), Object.getOwnPropertyDescriptor(e1, "message").enumerable);
class Silent extends Error {}
const s = new Silent("quiet");
console.log(s.name, String(s), s.constructor.name, Silent.prototype.name, Object.hasOwn(Silent.prototype, "name"));
class Named extends Error {
  static { this.prototype.name = "NamedOnProto"; }
}
console.log(String(new Named("x")), new Named("y").name);
const errLike = { name: "Fake", message: "not an error" };
console.log(Error.prototype.toString.call(errLike), errLike instanceof Error, Error.prototype.isPrototypeOf(s));
return seen.map((x) => x.status);
