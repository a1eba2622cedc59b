// value: ["Cannot assign to read only property 'ro' of string 's'","Cannot set property getOnly of [object String] which has only a getter","string:abc=1","no throw","number:5=2","no throw","Cannot set property g of [object Boolean] which has only a getter","Cannot create property 'x' on symbol 'Symbol(Symbol.iterator)'","Cannot create property 'y' on bigint '1'","Cannot assign to read only property 'length' of string 'abc'","Cannot assign to read only property '1' of string 'abc'","Cannot create property '3' on string 'abc'"]
// Strict-mode writes to primitives: [[Set]] on the wrapper's prototype with the primitive as receiver (inherited setters run; read-only, getter-only and missing properties throw with V8's messages).
"use strict"
const log = []
Object.defineProperty(String.prototype, "ro", { value: 1, writable: false, configurable: true })
Object.defineProperty(String.prototype, "getOnly", { get() { return 1 }, configurable: true })
Object.defineProperty(String.prototype, "tag", { set(v) { log.push(typeof this + ":" + this + "=" + v) }, configurable: true })
Object.defineProperty(Number.prototype, "tag", { set(v) { "use strict"; log.push(typeof this + ":" + this + "=" + v) }, configurable: true })
Object.defineProperty(Boolean.prototype, "g", { get() { return 1 }, configurable: true })
for (const f of [() => { "s".ro = 2 }, () => { "s".getOnly = 2 }, () => { "abc".tag = 1 }, () => { (5).tag = 2 }, () => { true.g = 4 },
  () => { Symbol.iterator.x = 1 }, () => { (1n).y = 2 }, () => { "abc".length = 1 }, () => { "abc"[1] = "x" }, () => { "abc"[3] = "x" }]) {
  try { f(); log.push("no throw") } catch (e) { log.push(e.message) }
}
for (const k of ["ro", "getOnly", "tag"]) delete String.prototype[k]
delete Number.prototype.tag
delete Boolean.prototype.g
return log
