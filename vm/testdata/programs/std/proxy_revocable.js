// value: [1,["proxy","revoke"],0,"",null,null,"TypeError: Cannot perform 'get' on a proxy that has been revoked","TypeError: Cannot perform 'set' on a proxy that has been revoked","TypeError: Cannot perform 'has' on a proxy that has been revoked","TypeError: Cannot perform 'deleteProperty' on a proxy that has been revoked","TypeError: Cannot perform 'ownKeys' on a proxy that has been revoked","TypeError: Cannot perform 'getPrototypeOf' on a proxy that has been revoked","TypeError: Cannot perform 'setPrototypeOf' on a proxy that has been revoked","TypeError: Cannot perform 'isExtensible' on a proxy that has been revoked","TypeError: Cannot perform 'preventExtensions' on a proxy that has been revoked","TypeError: Cannot perform 'getOwnPropertyDescriptor' on a proxy that has been revoked","TypeError: Cannot perform 'defineProperty' on a proxy that has been revoked","TypeError: Cannot perform 'IsArray' on a proxy that has been revoked","TypeError: Cannot perform 'get' on a proxy that has been revoked","TypeError: Cannot perform 'Object.prototype.toString' on a proxy that has been revoked","TypeError: Cannot perform 'getPrototypeOf' on a proxy that has been revoked",true,true,"function","object","TypeError: Cannot perform 'apply' on a proxy that has been revoked","TypeError: Cannot perform 'construct' on a proxy that has been revoked",2,"Proxy",["length","name","revocable"],false,2]
// Proxy.revocable: after revoke() every operation throws; typeof, the
// result's shape and the constructor's own properties.
const r = []
const t = (f) => { try { r.push(f()) } catch (e) { r.push(e.constructor.name + ": " + e.message) } }
const { proxy, revoke } = Proxy.revocable({ a: 1 }, {})
r.push(proxy.a, Object.keys(Proxy.revocable({}, {})), revoke.length, revoke.name, revoke(), revoke())
t(() => proxy.a)
t(() => { proxy.a = 1 })
t(() => "a" in proxy)
t(() => delete proxy.a)
t(() => Object.keys(proxy))
t(() => Object.getPrototypeOf(proxy))
t(() => Object.setPrototypeOf(proxy, {}))
t(() => Object.isExtensible(proxy))
t(() => Object.preventExtensions(proxy))
t(() => Object.getOwnPropertyDescriptor(proxy, "a"))
t(() => Object.defineProperty(proxy, "a", {}))
t(() => Array.isArray(proxy))
t(() => JSON.stringify(proxy))
t(() => Object.prototype.toString.call(proxy))
t(() => proxy instanceof Object)
t(() => new Proxy(proxy, {}) !== null)
t(() => new Proxy({}, proxy) !== null)
const fr = Proxy.revocable(function () {}, {})
fr.revoke()
r.push(typeof fr.proxy, typeof proxy)
t(() => fr.proxy())
t(() => new fr.proxy())
r.push(Proxy.length, Proxy.name, Object.getOwnPropertyNames(Proxy), "prototype" in Proxy, Proxy.revocable.length)
return r
