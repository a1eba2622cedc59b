// log: Error: connection refused
// log:     at connect (net.js:10:5)
// log:     at main (agent.js:3:1)
// log: {
// log:   error: Error: connection refused
// log:       at connect (net.js:10:5)
// log:       at main (agent.js:3:1)
// log: }
// log: [
// log:   Error: connection refused
// log:       at connect (net.js:10:5)
// log:       at main (agent.js:3:1)
// log: ]
// log: [TypeError: bad input]
// log: { e: [TypeError: bad input] }
// log: RangeError: too big
// log:     at check (x.js:1:1) {
// log:   code: 'E_RANGE',
// log:   details: { limit: 10, got: 12 }
// log: }
// log: [Error: no stack] { stack: undefined } [ [Error: no stack] { stack: undefined } ]
// log: ToolError: tool failed
// log:     at callTool (toolkit.js:4:11) {
// log:   status: 503
// log: }
// log: Error: outer
// log:     at outer (a.js:2:2) {
// log:   [cause]: Error: inner
// log:       at inner (a.js:1:1)
// log: }
// log: [Error: with primitive cause] { [cause]: 'timeout' }
// log: [Error: msg] { name: 'CustomName' }
// log: Error: multi
// log: line message
// log:     at f (a.js:1:1)
// log: [AggregateError: all failed] { [errors]: [ [Error: a], [Error: b] ] }
// log: { nested: { deeper: { err: [TypeError: bad input] } } }
// log: Error: connection refused connection refused TypeError: bad input
// log: [Error]
// Errors print their stack; a stack without frames is shown in brackets.
// (The stacks are set explicitly so node and the VM agree.)
function withStack(e, frames) {
  e.stack = `${e.name}: ${e.message}` + frames.map((f) => "\n    at " + f).join("");
  return e;
}
const e1 = withStack(new Error("connection refused"), ["connect (net.js:10:5)", "main (agent.js:3:1)"]);
console.log(e1);
console.log({ error: e1 });
console.log([e1]);
const e2 = new TypeError("bad input");
e2.stack = "TypeError: bad input";
console.log(e2);
console.log({ e: e2 });
const e3 = withStack(new RangeError("too big"), ["check (x.js:1:1)"]);
e3.code = "E_RANGE";
e3.details = { limit: 10, got: 12 };
console.log(e3);
const e4 = new Error("no stack");
delete e4.stack;
e4.stack = undefined;
console.log(e4, [e4]);
class ToolError extends Error {
  constructor(msg, status) { super(msg); this.name = "ToolError"; this.status = status; }
}
const e5 = new ToolError("tool failed", 503);
e5.stack = "ToolError: tool failed\n    at callTool (toolkit.js:4:11)";
console.log(e5);
const e6 = new Error("outer", { cause: withStack(new Error("inner"), ["inner (a.js:1:1)"]) });
e6.stack = "Error: outer\n    at outer (a.js:2:2)";
console.log(e6);
const e7 = new Error("with primitive cause", { cause: "timeout" });
e7.stack = "Error: with primitive cause";
console.log(e7);
const e8 = new Error("msg");
e8.stack = "Error: msg";
e8.name = "CustomName";
console.log(e8);
const e9 = new Error("multi\nline message");
e9.stack = "Error: multi\nline message\n    at f (a.js:1:1)";
console.log(e9);
const agg = new AggregateError([new Error("a"), new Error("b")], "all failed");
agg.stack = "AggregateError: all failed";
agg.errors[0].stack = "Error: a";
agg.errors[1].stack = "Error: b";
console.log(agg);
console.log({ nested: { deeper: { err: e2 } } });
console.log(String(e1), e1.message, `${e2}`);
const e10 = new Error("");
e10.stack = "Error";
console.log(e10);
