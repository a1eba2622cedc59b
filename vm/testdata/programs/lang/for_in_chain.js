// value: [["x","y"],["t","a","m","shared"],["m","shared","a"],[],[],["0","1","extra","inherited"],["0","1"],["inherited"],["own","a","p"],["p","a"],["ownKeys","gopd:p","ownKeys","gopd:p","gopd:a"],["a","b"],["q","z"]]
// for-in lists each enumerable key once, nearest object first: a key an
// object has, enumerable or not, hides the same key further up the chain,
// through plain objects, arrays, strings and proxies.
const out = []
const keysOf = (o) => { const ks = []; for (const k in o) ks.push(k); return ks }
const base = { a: 1, shared: 1, hidden: 1 }
const mid = Object.create(base, { hidden: { value: 2, enumerable: false }, m: { value: 3, enumerable: true } })
mid.shared = 2
const top = Object.create(mid)
top.t = 1
top.a = 2
out.push(keysOf({ x: 1, y: 2 }), keysOf(top), keysOf(mid), keysOf(Object.create(null)), keysOf({}))
const arr = [1, 2]
arr.extra = true
Array.prototype.inherited = 1
out.push(keysOf(arr), keysOf(new String("hi")), keysOf([]))
delete Array.prototype.inherited
const seenTraps = []
const proxy = new Proxy({ p: 1, a: 9 }, {
  ownKeys(t) { seenTraps.push("ownKeys"); return Reflect.ownKeys(t) },
  getOwnPropertyDescriptor(t, k) { seenTraps.push("gopd:" + String(k)); return Reflect.getOwnPropertyDescriptor(t, k) },
})
const overProxy = Object.create(proxy)
overProxy.own = 1
overProxy.a = 1
out.push(keysOf(overProxy), keysOf(proxy), seenTraps)
const del = { a: 1, b: 2, c: 3 }
const got = []
for (const k in del) { got.push(k); delete del.c }
out.push(got)
const deep = Object.create(Object.create(Object.create({ z: 1, y: 1 }, { y: { value: 0, enumerable: false } }), { z: { value: 0, enumerable: true } }))
deep.q = 1
out.push(keysOf(deep))
return out
