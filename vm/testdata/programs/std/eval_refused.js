// node: skip (node compiles strings; this is node --disallow-code-generation-from-strings's output)
// value: ["function",1,"eval","Code generation from strings disallowed for this context","Code generation from strings disallowed for this context","Code generation from strings disallowed for this context","Code generation from strings disallowed for this context","Code generation from strings disallowed for this context","Code generation from strings disallowed for this context",true]
// eval and the function constructors exist but refuse to compile strings,
// as V8 does under --disallow-code-generation-from-strings.
const out = [typeof eval, eval.length, eval.name];
for (const f of [() => eval("1"), () => (0, eval)(1), () => new Function("return 1"),
  () => Function(), () => (async function () {}).constructor("await 1"),
  () => (function* () {}).constructor("yield 1")]) {
  try { f(); out.push("compiled"); } catch (e) { out.push(e instanceof EvalError && e.message); }
}
var eval2 = eval;
out.push(eval2 === globalThis.eval);
return out;
