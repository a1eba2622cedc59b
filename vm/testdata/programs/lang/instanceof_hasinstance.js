// log: true false
// log: true false
// log: TypeError number 1 is not a function
// log: TypeError Right-hand side of 'instanceof' is not callable
// log: true true false false
// log: 1 [Symbol.hasInstance] function
// log: false false false
// log: true true true
// log: true
// log: false
// log: true
// instanceof asks the right-hand side's [Symbol.hasInstance] method first;
// Function.prototype[Symbol.hasInstance] is OrdinaryHasInstance.
class Even { static [Symbol.hasInstance](n) { return n % 2 === 0 } }
console.log(2 instanceof Even, 3 instanceof Even)
const o = { [Symbol.hasInstance]: (v) => v === 1 }
console.log(1 instanceof o, 2 instanceof o)
try { 1 instanceof { [Symbol.hasInstance]: 1 } } catch (e) { console.log(e.constructor.name, e.message) }
try { 1 instanceof {} } catch (e) { console.log(e.constructor.name, e.message) }
function F() {}
const hi = Function.prototype[Symbol.hasInstance]
console.log(new F() instanceof F, hi.call(F, new F()), hi.call({}, 1), hi.call(F, 1))
console.log(hi.length, hi.name, typeof hi)
const d = Object.getOwnPropertyDescriptor(Function.prototype, Symbol.hasInstance)
console.log(d.writable, d.enumerable, d.configurable)
const B = F.bind(null)
console.log(new F() instanceof B, [] instanceof Array, [] instanceof Object)
class Truthy { static [Symbol.hasInstance]() { return "yes" } }
console.log(1 instanceof Truthy)
// An own data property cannot replace the inherited non-writable one by assignment.
function G() {}
G[Symbol.hasInstance] = () => true
console.log(1 instanceof G)
Object.defineProperty(G, Symbol.hasInstance, { value: () => true })
console.log(1 instanceof G)
