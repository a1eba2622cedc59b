// log: map TypeError cb is not a function
// log: filter TypeError cb is not a function
// log: forEach TypeError cb is not a function
// log: some TypeError cb is not a function
// log: every TypeError cb is not a function
// log: find TypeError cb is not a function
// log: findIndex TypeError cb is not a function
// log: findLast TypeError cb is not a function
// log: findLastIndex TypeError cb is not a function
// log: reduce TypeError cb is not a function
// log: reduceRight TypeError cb is not a function
// log: x is not a function
// log: 1 is not a function
// log: #<Object> is not a function
// log: [object Array] is not a function
// log: [object Array] is not a function
// log: null is not a function
// log: undefined is not a function
// log: Symbol(s) is not a function
// log: 10 is not a function
// log: true is not a function
// log: #<Map> is not a function
// log: s is not a function
// log: [object Array] is not a function
// log: Method Error.prototype.toString called on incompatible receiver 1
// log: Method Error.prototype.toString called on incompatible receiver s
// log: Method Error.prototype.toString called on incompatible receiver null
// log: Method Error.prototype.toString called on incompatible receiver undefined
// log: Method Error.prototype.toString called on incompatible receiver true
// log: Method Error.prototype.toString called on incompatible receiver Symbol(q)
// V8 shows a non-callable callback bare in "<v> is not a function" (strings
// without quotes, BigInts without n, arrays as [object Array]); calling
// Error.prototype.toString on a primitive names the receiver.
for (const m of ["map", "filter", "forEach", "some", "every", "find", "findIndex", "findLast", "findLastIndex", "reduce", "reduceRight"]) {
  try { [1][m]("cb"); } catch (e) { console.log(m, e.name, e.message); }
}
for (const v of ["x", 1, {}, [], [1, 2], null, undefined, Symbol("s"), 10n, true, new Map()]) {
  try { [1].find(v); } catch (e) { console.log(e.message); }
}
try { Array.from([1], "s"); } catch (e) { console.log(e.message); }
try { Array.from([1], []); } catch (e) { console.log(e.message); }
for (const v of [1, "s", null, undefined, true, Symbol("q")]) {
  try { Error.prototype.toString.call(v); } catch (e) { console.log(e.message); }
}
