// value: 22
// log: typeof in TDZ: ReferenceError: Cannot access 'later' before initialization
// log: closure before init: ReferenceError: Cannot access 'config' before initialization
// log: default param TDZ: ReferenceError: Cannot access 'b' before initialization
// log: default param ok: ok 3
// log: class before decl: ReferenceError: Cannot access 'Widget' before initialization
// log: class heritage self: ReferenceError: Cannot access 'Loop' before initialization
// log: const in for-of mutated: TypeError: Assignment to constant variable.
// log: const in classic for: TypeError: Assignment to constant variable.
// log: let in switch TDZ: ReferenceError: Cannot access 'q' before initialization
// log: undeclared assignment in strict fn: ReferenceError: leaked is not defined
// log: undeclared call: ReferenceError: notDefinedFn is not defined
// log: delete then read: ok undefined
// log: const object mutation ok: ok 2
// log: const array push ok: ok 1
// log: self reference in initializer: ReferenceError: Cannot access 'x' before initialization
// log: class name const inside: TypeError: Assignment to constant variable.
// log: function name reassignment ignored: ok function
// log: catch param shadow: ok inner
// log: super property before super(): ReferenceError: Must call super constructor in derived class before accessing 'this' or returning from derived constructor
// log: derived no super: ReferenceError: Must call super constructor in derived class before accessing 'this' or returning from derived constructor
// log: super called twice: ReferenceError: Super constructor may only be called once
// log: return non-object from derived: TypeError: Derived constructors may only return object or undefined
// Temporal dead zone, ReferenceErrors and const rules as hit by model-written code.
const report = [];
function attempt(label, fn) {
  try {
    report.push(`${label}: ok ${fn()}`);
  } catch (e) {
    report.push(`${label}: ${e.name}: ${e.message}`);
  }
}
attempt("typeof in TDZ", () => { const r = typeof later; let later = 1; return r; });
attempt("closure before init", () => { const f = () => config; const v = f(); const config = {}; return v; });
attempt("default param TDZ", () => { function f(a = b, b = 1) { return a + b; } return f(); });
attempt("default param ok", () => { function f(a = 1, b = a + 1) { return a + b; } return f(); });
attempt("class before decl", () => { const i = new Widget(); class Widget {} return i; });
attempt("class heritage self", () => { class Loop extends Loop {} });
attempt("const in for-of mutated", () => { for (const i of [1, 2]) { i++; } });
attempt("const in classic for", () => { for (const i = 0; i < 2; i++) {} });
attempt("let in switch TDZ", () => { switch (1) { case 0: let q = 1; break; case 1: return q; } });
attempt("undeclared assignment in strict fn", () => { "use strict"; leaked = 5; });
attempt("undeclared call", () => notDefinedFn());
attempt("delete then read", () => { globalThis.tmpValue = 1; delete globalThis.tmpValue; return typeof tmpValue; });
attempt("const object mutation ok", () => { const o = { n: 1 }; o.n++; return o.n; });
attempt("const array push ok", () => { const a = []; a.push(1); return a.length; });
attempt("self reference in initializer", () => { let x = x + 1; return x; });
attempt("class name const inside", () => { class K { static rename() { K = null; } } K.rename(); });
attempt("function name reassignment ignored", () => { const f = function g() { g = 1; return typeof g; }; return f(); });
attempt("catch param shadow", () => { let e = "outer"; try { throw "inner"; } catch (e) { return e; } });
attempt("super property before super()", () => { class A {} class B extends A { constructor() { this.x = 1; super(); } } new B(); });
attempt("derived no super", () => { class A {} class B extends A { constructor() {} } new B(); });
attempt("super called twice", () => { class A {} class B extends A { constructor() { super(); super(); } } new B(); });
attempt("return non-object from derived", () => { class A {} class B extends A { constructor() { super(); return 1; } } new B(); });
for (const line of report) console.log(line);
return report.length;
