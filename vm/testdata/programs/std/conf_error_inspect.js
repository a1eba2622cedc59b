// log: ToolError: upstream failed ToolError: upstream failed
// log: name,code {"name":"ToolError","code":502}
// log: Renamed: plain Renamed: plain
// log: NotFound: missing true true
// log: SyntaxError: config: Expected property name or '}' in JSON at position 1
// console.log of errors whose name is set after construction shows the
// name the stack was made with at first read (V8's lazy stack header).
class ToolError extends Error {
  constructor(message, code) {
    super(message);
    this.name = "ToolError";
    this.code = code;
  }
}
const e = new ToolError("upstream failed", 502);
console.log(String(e), e.stack.split("\n")[0]);
console.log(Object.keys(e).join(), JSON.stringify(e));
const plain = new Error("plain");
plain.name = "Renamed";
console.log(plain.stack.split("\n")[0], String(plain));
class NotFound extends Error {}
NotFound.prototype.name = "NotFound";
const nf = new NotFound("missing");
console.log(nf.stack.split("\n")[0], nf instanceof NotFound, nf instanceof Error);
try {
  JSON.parse("{bad");
} catch (err) {
  err.message = "config: " + err.message;
  console.log(err.stack.split("\n")[0]);
}
