// value: [true,120,true,true,true,"TypeError",2]
// A named function expression's own name, read from a closure inside it
// (arrow, nested function, parameter default): the function itself.
const out = [];
let probe;
const func = function f() { probe = function () { return f; }; };
func();
out.push(probe() === func);
const fact = function fac(n) { return n <= 1 ? 1 : [n].map(() => n * fac(n - 1))[0]; };
out.push(fact(5));
const gen = function* g() { yield () => g; };
out.push(gen().next().value() === gen);
let fromParams;
const withDefault = function h(a = () => h) { fromParams = a; };
withDefault();
out.push(fromParams() === withDefault);
// Assigning to it is ignored in sloppy code, a TypeError in strict code.
const sloppy = function s() { (() => { s = 1; })(); return s; };
out.push(sloppy() === sloppy);
const strict = function t() { "use strict"; try { (() => { t = 1; })(); } catch (e) { return e.constructor.name; } };
out.push(strict());
// A var of the same name in the body shadows it.
const shadowed = function v() { var v = 2; return (() => v)(); };
out.push(shadowed());
return out;
