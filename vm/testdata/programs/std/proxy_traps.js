// value: [1,true,false,true,["a","x"],["a","x"],true,true,"{\"a\":1,\"x\":3,\"y\":1}",false,false,3,1,[false,3],7,true,"function","object",[["q",1],["z",2]],true,["z"],true,"hello!","toString!",["set x","getOwnPropertyDescriptor x","defineProperty x","get a","has a","has zz","deleteProperty b","ownKeys","getOwnPropertyDescriptor a","getOwnPropertyDescriptor x","ownKeys","defineProperty y","getPrototypeOf","isExtensible","get toJSON","ownKeys","getOwnPropertyDescriptor a","getOwnPropertyDescriptor x","getOwnPropertyDescriptor y","get a","get x","get y","setPrototypeOf","preventExtensions","isExtensible","isExtensible","ownKeys","getOwnPropertyDescriptor a","apply","get call","apply t","construct","get prototype"]]
// Every trap runs with the arguments of the specification, in its order; a
// missing trap forwards to the target.
const log = []
const handler = {}
for (const t of ["get", "set", "has", "deleteProperty", "ownKeys", "getOwnPropertyDescriptor", "defineProperty",
  "getPrototypeOf", "setPrototypeOf", "isExtensible", "preventExtensions", "apply", "construct"]) {
  handler[t] = function (...args) {
    log.push(t + (typeof args[1] === "string" ? " " + args[1] : ""))
    return Reflect[t](...args)
  }
}
const target = { a: 1, b: 2 }
const p = new Proxy(target, handler)
p.x = 3
const r = [p.a, "a" in p, "zz" in p, delete p.b, Object.keys(p), Object.getOwnPropertyNames(p)]
Object.defineProperty(p, "y", { value: 1, enumerable: true })
r.push(Object.getPrototypeOf(p) === Object.prototype, Object.isExtensible(p), JSON.stringify(p))
Object.setPrototypeOf(p, null)
Object.preventExtensions(p)
r.push(Object.isExtensible(p), Object.isFrozen(p), target.x, target.y)
const f = new Proxy(function (a, b) { return [this === undefined, a + b] }, handler)
r.push(f(1, 2), f.call("t", 3, 4)[1], new f(1, 2) instanceof Object, typeof f, typeof p)
const fwd = new Proxy({ q: 1 }, {})
fwd.z = 2
r.push(Object.entries(fwd), delete fwd.q, Object.keys(fwd), "z" in fwd)
const plain = Object.create(new Proxy({}, { get(t, k, rcv) { return typeof k === "string" ? k + "!" : undefined } }))
r.push(plain.hello, plain.toString)
r.push(log)
return r
