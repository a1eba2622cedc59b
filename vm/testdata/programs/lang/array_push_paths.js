// value: [1,2,3,4,5,"0,2,4,6,8","TypeError: Cannot add property 1, object is not extensible",1,"TypeError: Cannot add property 1, object is not extensible",1,"TypeError: Cannot add property 1, object is not extensible",1,"TypeError: Cannot assign to read only property 'length' of object '[object Array]'",4,false,4,1,2,2,true,3,3,true,"inherited",2,2,"x","own 5",1,3,3,5,"12345"]
// xs.push(x) with one argument takes the interpreter's own path on an
// extensible array with dense elements; every other receiver gets the
// built-in's full behaviour.
const out = []
const xs = []
for (let i = 0; i < 5; i++) out.push(xs.push(i * 2))
out.push(xs.join(","))
// Frozen, sealed and non-extensible arrays refuse, with V8's messages.
for (const make of [Object.freeze, Object.seal, Object.preventExtensions]) {
  const a = make([1])
  try { a.push(2) } catch (e) { out.push(e.constructor.name + ": " + e.message) }
  out.push(a.length)
}
// A read-only length.
const ro = [1, 2]
Object.defineProperty(ro, "length", { writable: false })
try { ro.push(3) } catch (e) { out.push(e.constructor.name + ": " + e.message) }
// A holey array, an index on the prototype chain, a subclass.
const holes = [1, , 3]
out.push(holes.push(4), 1 in holes, holes.length)
class Stack extends Array {}
const st = new Stack()
out.push(st.push("a"), st.push("b"), st.length, st instanceof Stack)
const proto = Object.create(Array.prototype)
proto[7] = "inherited"
const arr = [0, 1]
Object.setPrototypeOf(arr, proto)
out.push(arr.push(2), arr.length, Object.hasOwn(arr, "2"), arr[7])
// push as another object's method, and an own push that shadows it.
const like = { length: 1, push: Array.prototype.push }
out.push(like.push("x"), like.length, like[1])
const own = [1]
own.push = (v) => "own " + v
out.push(own.push(5), own.length)
// Arguments come from the call: a spread, none, several.
const many = []
out.push(many.push(...[1, 2, 3]), many.push(), many.push(4, 5), many.join(""))
return out
