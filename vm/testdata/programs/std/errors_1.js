// value: null
// log: top root true true Error: top Error []
// log: MyErr custom 42 true true MyErr: custom
// log: TypeError true [object Error]
// log: RangeError true [object Error]
// log: SyntaxError true [object Error]
// log: ReferenceError true [object Error]
// log: EvalError true [object Error]
// log: URIError true [object Error]
// log: AggregateError many 2
// log: TypeError Cannot read properties of null (reading 'x')
// log: ReferenceError undefinedVar is not defined
// log: TypeError
// log: URIError URI malformed
// log: no new true N: M
const e = new Error("top", { cause: new TypeError("root") });
console.log(e.message, e.cause.message, e.cause instanceof TypeError, e instanceof Error, String(e), e.name, Object.keys(e));
class MyErr extends Error { constructor(m) { super(m); this.name = "MyErr"; this.code = 42; } }
try { throw new MyErr("custom"); } catch (x) { console.log(x.name, x.message, x.code, x instanceof MyErr, x instanceof Error, String(x)); }
for (const C of [TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError]) { const x = new C("m"); console.log(x.name, x instanceof Error, Object.prototype.toString.call(x)); }
const agg = new AggregateError([new Error("a"), "b"], "many"); console.log(agg.name, agg.message, agg.errors.length);
try { null.x; } catch (x) { console.log(x.constructor.name, x.message); }
try { undefinedVar; } catch (x) { console.log(x.constructor.name, x.message); }
try { (void 0)(); } catch (x) { console.log(x.constructor.name); }
try { decodeURIComponent("%"); } catch (x) { console.log(x.name, x.message); }
console.log(Error("no new").message, new Error().message === "", Error.prototype.toString.call({ name: "N", message: "M" }));
