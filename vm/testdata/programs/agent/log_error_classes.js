// log: ValidationError: field 'email' is required
// log:     at validate (schema.js:12:9)
// log: HttpError [TypeError]: HTTP 404
// log:     at request (http.js:3:3) {
// log:   status: 404
// log: }
// log: {
// log:   failure: HttpError [TypeError]: HTTP 404
// log:       at request (http.js:3:3) {
// log:     status: 404
// log:   }
// log: }
// log: NamedError: named
// log:     at g (b.js:2:2) [
// log:   NamedError: named
// log:       at g (b.js:2:2)
// log: ]
// log: [ [Error: no frames], { deep: { deeper: [Object] } } ]
// log: [something else entirely]
// log: Error: message in stack
// log:     at a (x.js:1:1)
// log:     at b (x.js:2:2)
// log:     at c (x.js:3:3) {
// log:   extra: { requestId: 'r-123', retries: [ 1, 2, 3 ] }
// log: }
// log: Map(1) { 'err' => [Error: no frames] }
// log: [Error: level 1] {
// log:   [cause]: [Error: level 2] { [cause]: [Error: level 3] }
// log: }
// log: [TypeError: Cannot read properties of null (reading 'x')]
// log: SyntaxError Expected property name or '}' in JSON at position 1
// log: [RangeError: out of range] { min: 0, max: 10 }
// log: [Error] [ [Error] ]
// log: Error: mismatch
// log:     at a (b.js:1:1)
// log: [42]
// Error subclasses: node shows the class when the name does not say it.
// (Stacks are set explicitly so node and the VM agree.)
class ValidationError extends Error {}
const v = new ValidationError("field 'email' is required");
v.stack = "Error: field 'email' is required\n    at validate (schema.js:12:9)";
console.log(v);
class HttpError extends TypeError {
  constructor(status) { super("HTTP " + status); this.status = status; }
}
const h = new HttpError(404);
h.stack = "TypeError: HTTP 404\n    at request (http.js:3:3)";
console.log(h);
console.log({ failure: h });
class NamedError extends Error {
  constructor(m) { super(m); this.name = "NamedError"; }
}
const n = new NamedError("named");
n.stack = "NamedError: named\n    at g (b.js:2:2)";
console.log(n, [n]);
const plain = new Error("no frames");
plain.stack = "Error: no frames";
console.log([plain, { deep: { deeper: { deepest: plain } } }]);
const odd = new Error("odd");
odd.stack = "something else entirely";
console.log(odd);
const m = new Error("message in stack");
m.stack = "Error: message in stack\n    at a (x.js:1:1)\n    at b (x.js:2:2)\n    at c (x.js:3:3)";
m.extra = { requestId: "r-123", retries: [1, 2, 3] };
console.log(m);
console.log(new Map([["err", plain]]));
const chain = new Error("level 1", { cause: new Error("level 2", { cause: new Error("level 3") }) });
chain.stack = "Error: level 1";
chain.cause.stack = "Error: level 2";
chain.cause.cause.stack = "Error: level 3";
console.log(chain);
try {
  null.x;
} catch (e) {
  e.stack = e.name + ": " + e.message;
  console.log(e);
}
try {
  JSON.parse("{bad");
} catch (e) {
  console.log(e.name, e.message);
}
const withProps = Object.assign(new RangeError("out of range"), { min: 0, max: 10 });
withProps.stack = "RangeError: out of range";
console.log(withProps);
const fake = Object.create(Error.prototype);
console.log(fake, [fake]);
const wrongName = new TypeError("mismatch");
wrongName.stack = "Error: mismatch\n    at a (b.js:1:1)";
console.log(wrongName);
const numStack = new Error("numeric stack");
numStack.stack = 42;
console.log(numStack);
