// value: [true,"[3,1,2]","[object Array]",3,[1,2],[4,5],[6],[6,2,4],"3-1-2",true,3,{"a":2,"b":1},2,"{\"b\":1,\"a\":2}",2,{"b":1},["b","a"],{"configurable":true,"enumerable":true,"value":2,"writable":true},[1,2],[["b",1],["a",2]],true,true,"[object Function]","function () { [native code] }","[object Object]","{\"x\":{\"y\":[1,[2]]}}","[1,2]",[1,2],true,5,0,true,false,true,["get toJSON","get length","get 0","get 1","get 2","get length","get length","get constructor","get 1","get 2","get length","get constructor","get 0","get 1","get 2","get length","get 0","get 1","get 2","get length","get 0","get 1","get 2","get length","get 0","get 1","get 2","ownKeys","gopd b","gopd a","gopd Symbol(s)","ownKeys","gopd b","gopd a","gopd Symbol(s)","ownKeys","gopd b","gopd a","ownKeys","gopd b","gopd Symbol(s)","ownKeys","gopd b","gopd a","ownKeys","gopd b","gopd a","gopd Symbol(s)","ownKeys","gopd b","gopd a","ownKeys","gopd b","gopd a"]]
// Built-ins see proxies: Array.isArray and JSON see through to an array
// target, Array methods read through the traps, Object.assign, spread,
// destructuring, for-in, instanceof, toString and Function.prototype.toString.
const log = []
const arr = new Proxy([3, 1, 2], {
  get(t, k, rcv) { if (typeof k === "string") log.push("get " + k); return Reflect.get(t, k, rcv) },
})
const r = [Array.isArray(arr), JSON.stringify(arr), Object.prototype.toString.call(arr), arr.length,
  Array.prototype.slice.call(arr, 1), [...new Proxy([4, 5], {})], Array.from(new Proxy([6], {})), Array.prototype.map.call(arr, (x) => x * 2),
  Array.prototype.join.call(arr, "-"), Array.prototype.includes.call(arr, 2), [].concat(arr).length]
const obj = new Proxy({ b: 1, a: 2, [Symbol("s")]: 3 }, {
  ownKeys(t) { log.push("ownKeys"); return Reflect.ownKeys(t) },
  getOwnPropertyDescriptor(t, k) { log.push("gopd " + String(k)); return Reflect.getOwnPropertyDescriptor(t, k) },
})
r.push(Object.assign({}, obj), { ...obj }.a, JSON.stringify(obj))
const { a, ...rest } = obj
r.push(a, rest)
const keys = []
for (const k in obj) keys.push(k)
r.push(keys, Object.getOwnPropertyDescriptors(obj).a, Object.values(obj), Object.entries(obj))
class A {}
const pa = new Proxy(new A(), {})
r.push(pa instanceof A, A.prototype.isPrototypeOf(pa), Object.prototype.toString.call(new Proxy(() => {}, {})))
r.push(Function.prototype.toString.call(new Proxy(function f() {}, {})), String(new Proxy({}, {})))
r.push(JSON.stringify({ x: new Proxy({ y: [1, new Proxy([2], {})] }, {}) }), JSON.stringify([1, 2], new Proxy(["0"], {})))
r.push(JSON.parse("[1,2]", function (k, v) { return v }), Object.isFrozen(Object.freeze(new Proxy({ q: 1 }, {}))))
r.push(Reflect.apply(new Proxy(Math.max, {}), null, [1, 5, 2]), Reflect.construct(new Proxy(Date, {}), [0]).getTime())
const sealed = new Proxy({ s: 1 }, {})
Object.seal(sealed)
r.push(Object.isSealed(sealed), Object.getOwnPropertyDescriptor(sealed, "s").configurable, Object.hasOwn(sealed, "s"))
r.push(log)
return r
