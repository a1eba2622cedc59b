// log: true
// log: ["Cannot delete property '2' of [object String]","Cannot delete property 'length' of [object String]","Cannot delete property '2' of [object String]","Cannot set property 1 of [object Array] which has only a getter","Cannot assign to read only property 'length' of object '[object String]'","Cannot assign to read only property '0' of object '[object String]'"]
// log: Cannot assign to read only property 'k' of object '[object Number]'
// log: Cannot set property g of [object Number] which has only a getter
// log: Cannot delete property 'n' of [object Number]
// log: Cannot assign to read only property 'k' of object '[object Boolean]'
// log: Cannot set property g of [object Boolean] which has only a getter
// log: Cannot delete property 'n' of [object Boolean]
// log: Cannot assign to read only property 'k' of object '[object Date]'
// log: Cannot set property g of [object Date] which has only a getter
// log: Cannot delete property 'n' of [object Date]
// log: Cannot assign to read only property 'k' of object '[object RegExp]'
// log: Cannot set property g of [object RegExp] which has only a getter
// log: Cannot delete property 'n' of [object RegExp]
// log: Cannot assign to read only property 'k' of object '#<Map>'
// log: Cannot set property g of #<Map> which has only a getter
// log: Cannot delete property 'n' of #<Map>
// log: Cannot assign to read only property 'k' of function 'function f(){}'
// log: Cannot set property g of function f(){} which has only a getter
// log: Cannot delete property 'n' of function f(){}
// log: Cannot assign to read only property 'k' of object '#<Object>'
// log: Cannot set property g of #<Object> which has only a getter
// log: Cannot delete property 'n' of #<Object>
// log: Cannot assign to read only property 'k' of object '[object Object]'
// log: Cannot set property g of [object Object] which has only a getter
// log: Cannot delete property 'n' of [object Object]
// log: Cannot assign to read only property 'k' of object '#<A>'
// log: Cannot set property g of #<A> which has only a getter
// log: Cannot delete property 'n' of #<A>
// log: Cannot assign to read only property 'k' of object 'Error: boom'
// log: Cannot assign to read only property 'k' of object 'Error: x'
// log: Cannot assign to read only property 'k' of object '#<Object>'
// log: Cannot assign to read only property 'k' of object '#<Promise>'
// log: Cannot assign to read only property 'k' of object '#<Set>'
// log: Cannot assign to read only property 'k' of object '[object Uint8Array]'
// log: Cannot assign to read only property 'k' of object '[object Array]'
// log: Cannot assign to read only property 'k' of object '#<WeakMap>'
// log: Cannot assign to read only property 'k' of object '[object Symbol]'
// log: Cannot assign to read only property 'k' of object '[object BigInt]'
// log: Cannot assign to read only property 'k' of object '[object Symbol]'
// log: Cannot assign to read only property 'k' of function 'async function af(){}'
// log: Cannot assign to read only property 'k' of function '() => 1'
// log: Cannot assign to read only property 'k' of function 'class K {}'
"use strict";
const results = [];
try { delete new String("abc")[2]; results.push("deleted"); } catch (e) { results.push(e.message); }
try { delete new String("abc").length; results.push("deleted len"); } catch (e) { results.push(e.message); }
(function(){ "use strict"; })();
console.log(String(delete Object("abc")[5]));
try { Array.prototype.pop.call(new String("abc")); } catch (e) { results.push(e.message); }
const a = [1,2]; Object.defineProperty(a, "1", { get() { return 1; } });
try { a[1] = 5; } catch (e) { results.push(e.message); }
const s = new String("ab");
try { s.length = 5; } catch (e) { results.push(e.message); }
try { s[0] = "x"; } catch (e) { results.push(e.message); }
console.log(JSON.stringify(results));
const out = [];
for (const o of [new Number(1), new Boolean(true), new Date(0), /x/, new Map(), function f(){}, {a:1}, Object.create(null), new (class A{})()]) {
  Object.defineProperty(o, "k", { value: 1, writable: false, configurable: true });
  Object.defineProperty(o, "g", { get() { return 1; }, configurable: true });
  try { o.k = 2; } catch (e) { out.push(e.message); }
  try { o.g = 2; } catch (e) { out.push(e.message); }
  Object.defineProperty(o, "n", { value: 1, configurable: false });
  try { delete o.n; } catch (e) { out.push(e.message); }
}
console.log(out.join("\n"));
out.length = 0;
class MyArr2 extends Array {}
class MyErr extends Error {}
const args = (function(){ return arguments; })(1,2);
for (const o of [new Error("boom"), new MyErr("x"), args, Promise.resolve(), new Set(), new Uint8Array(2), new MyArr2(), new WeakMap(), Symbol.prototype, Object(1n), Object(Symbol("q")), async function af(){}, () => 1, class K {}]) {
  try { Object.defineProperty(o, "k", { value: 1, writable: false, configurable: true }); } catch (e) { out.push("dp " + e.message); continue; }
  try { o.k = 2; } catch (e) { out.push(e.message); }
}
console.log(out.join("\n"));
