// value: ["Method Set.prototype.has called on incompatible receiver [object Array]","Method Set.prototype.has called on incompatible receiver #<Object>","Method Set.prototype.has called on incompatible receiver #<Map>","Method Set.prototype.has called on incompatible receiver 5","Method Set.prototype.has called on incompatible receiver s","Method Set.prototype.has called on incompatible receiver null","Method Set.prototype.has called on incompatible receiver Symbol(q)","Method Set.prototype.has called on incompatible receiver function named() {}","Method Set.prototype.has called on incompatible receiver [object Date]","Method Set.prototype.has called on incompatible receiver [object RegExp]","Method Set.prototype.has called on incompatible receiver #<Foo>","Method Set.prototype.has called on incompatible receiver [object Object]","Method Set.prototype.has called on incompatible receiver Error: boom","Method Set.prototype.has called on incompatible receiver #<Object>","Method Set.prototype.has called on incompatible receiver 2","Method Promise.prototype.then called on incompatible receiver [object Array]","Method RegExp.prototype.exec called on incompatible receiver #<Object>","Method Error.prototype.toString called on incompatible receiver 1","Cannot use 'in' operator to search for 'Symbol(x)' in 5"]
// Receivers named as V8 names them in "called on incompatible receiver" (and a symbol key in an 'in' error).
class Foo {}
const out = []
for (const r of [[], {}, new Map(), 5, "s", null, Symbol("q"), function named() {}, new Date(0), /x/, new Foo(), Object.create(null), new Error("boom"), Math, 2n]) {
  try { Set.prototype.has.call(r, 1) } catch (e) { out.push(e.message) }
}
try { Promise.prototype.then.call([1]) } catch (e) { out.push(e.message) }
try { RegExp.prototype.exec.call({}) } catch (e) { out.push(e.message) }
try { Error.prototype.toString.call(1n) } catch (e) { out.push(e.message) }
try { Symbol("x") in 5 } catch (e) { out.push(e.message) }
return out
