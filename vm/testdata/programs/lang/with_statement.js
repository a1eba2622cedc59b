// value: [5,0,42]
// log: 1 20 true number undefined
// log: 5 10 3 8
// log: outer
// log: 3 undefined function 1-2-3
// log: 3 b
// log: TypeError Cannot convert undefined or null to object
// log: TypeError Cannot convert undefined or null to object
// log: undefined
// log: 7
// log: inner p outer q
// log: changed / set through outer set through outer
// log: 0 100 1,3,3,12,12,0,0,0
// log: 1 5,7,7,6,0,0
// log: got got 2
// log: 42
// log: ReferenceError nothingHere is not defined
// The with statement (sloppy code): names look in the object first,
// innermost with first; Symbol.unscopables hides names; functions found
// there are called with the object as this; closures keep the object.
var o = { x: 1, f() { return this === o; } };
var x = 10, y = 20;
with (o) {
  console.log(x, y, f(), typeof x, typeof nosuch);
  x = 2;
  y = 3;
  var x = 5; // the var is hoisted out; its initializer assigns o.x
  function sum() { return x + y; }
}
console.log(o.x, x, y, sum());

var a = "outer";
with ({ a: 1, [Symbol.unscopables]: { a: true } }) console.log(a);
with ([1, 2, 3]) console.log(length, typeof values, typeof map, join("-"));
with ("abc") console.log(length, charAt(1));
try { with (null) {} } catch (e) { console.log(e.constructor.name, e.message); }
try { with (undefined) x; } catch (e) { console.log(e.constructor.name, e.message); }

with ({ q: 1 }) { delete q; console.log(typeof q); }
function args() { with ({ arguments: 7 }) return arguments; }
console.log(args(1));

// Nested withs, and closures made inside them.
var outer = { p: "outer p", q: "outer q" }, inner = { p: "inner p" };
var getters = [];
with (outer) {
  with (inner) {
    console.log(p, q);
    getters.push(() => p + " / " + q);
    q = "set through outer";
  }
}
inner.p = "changed";
console.log(getters[0](), outer.q);

// Updates and compound and logical assignments.
var k = 100;
var box = { k: 1 };
with (box) {
  var seen = [k++, ++k, k--, k += 10, (k ||= 9), (k &&= 0), (k ??= 3), k];
}
console.log(box.k, k, seen.join());
var n = 5;
with ({}) {
  var seen2 = [n++, ++n, n--, (n ||= 9), (n &&= 0), (n ??= 3)];
  n += 1;
}
console.log(n, seen2.join());

// A getter on the with object runs; a strict function inside assigns
// through it; unresolved names still throw.
var calls = 0;
var env = { get g() { calls++; return "got"; }, h: 0 };
with (env) {
  console.log(g, g, calls);
  (function () { "use strict"; h = 42; })();
}
console.log(env.h);
try { with ({}) nothingHere; } catch (e) { console.log(e.constructor.name, e.message); }
return [o.x, box.k, env.h];
