// node: skip (node 20 lacks these ES2024/ES2025 built-ins; expectations checked by hand against the specification)
// log: 42 function
// log: no
// log: 0.30000000000000004 0.1 -0 true
// log: 6 0.75 Infinity NaN NaN
// log: 1e+308 Infinity 9007199254740994 9007199254740992
// log: TypeError
// log: TypeError
// log: 1.3369140625 5.5 5.05078125 65504 Infinity 65504
// log: 5.960464477539063e-8 0 5.960464477539063e-8 -0 NaN -0 2.5
// log: \x61\.b\*c \x66oo\x2dbar \x31\+1\x3d2 \(x\)\[y\]\{z\}\|\^\$\\\/\?
// log: \x20\t\n _zé\u2028 "\\ud800" false
// log: TypeError
const { promise, resolve, reject } = Promise.withResolvers();
setTimeoutless();
function setTimeoutless() { resolve(42); }
console.log(await promise, typeof reject);
const r2 = Promise.withResolvers(); r2.reject(new Error("no"));
try { await r2.promise; } catch (e) { console.log(e.message); }
console.log(Math.sumPrecise([0.1, 0.2]), Math.sumPrecise([1e20, 0.1, -1e20]), Math.sumPrecise([]), Object.is(Math.sumPrecise([-0, -0]), -0));
console.log(Math.sumPrecise([1, 2, 3]), Math.sumPrecise(new Set([0.5, 0.25])), Math.sumPrecise([Infinity, 1]), Math.sumPrecise([Infinity, -Infinity]), Math.sumPrecise([NaN]));
console.log(Math.sumPrecise([1e308, 1e308, -1e308]), Math.sumPrecise([1e308, 1e308]), Math.sumPrecise([2 ** 53, 1, 1]), 2 ** 53 + 1 + 1);
try { Math.sumPrecise([1, "2"]); } catch (e) { console.log(e.name); }
try { Math.sumPrecise(5); } catch (e) { console.log(e.name); }
console.log(Math.f16round(1.337), Math.f16round(5.5), Math.f16round(5.05), Math.f16round(65504), Math.f16round(65520), Math.f16round(65519.99));
console.log(Math.f16round(2 ** -24), Math.f16round(2 ** -25), Math.f16round(2 ** -25 + 2 ** -40), Math.f16round(-0), Math.f16round(NaN), Math.f16round(-1e-10), Math.f16round("2.5"));
console.log(RegExp.escape("a.b*c"), RegExp.escape("foo-bar"), RegExp.escape("1+1=2"), RegExp.escape("(x)[y]{z}|^$\\/?"));
console.log(RegExp.escape(" \t\n"), RegExp.escape("_zé\u2028"), JSON.stringify(RegExp.escape("\uD800")), new RegExp(RegExp.escape("a.b")).test("axb"));
try { RegExp.escape(1); } catch (e) { console.log(e.name); }
