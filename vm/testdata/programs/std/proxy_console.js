// value: ["DataCloneError","#\u003cObject\u003e could not be cloned."]
// log: { a: 1, b: [ 1, 2 ] } [ 1, 2 ] [ { c: 1 } ]
// log: { nested: true } <Revoked Proxy> [ <Revoked Proxy> ]
// log: [Function: foo] [class A] Map(1) { 1 => 2 }
// console.log shows a proxy as its target (no trap runs), a revoked one as
// <Revoked Proxy>; structuredClone refuses a proxy.
const traps = { get() { throw new Error("no trap runs") }, ownKeys() { throw new Error("no trap runs") } }
const { proxy, revoke } = Proxy.revocable({ r: 1 }, {})
revoke()
console.log(new Proxy({ a: 1, b: [1, 2] }, traps), new Proxy([1, 2], traps), [new Proxy({ c: 1 }, traps)])
console.log(new Proxy(new Proxy({ nested: true }, {}), {}), proxy, [proxy])
console.log(new Proxy(function foo() {}, traps), new Proxy(class A {}, traps), new Proxy(new Map([[1, 2]]), traps))
let r
try { structuredClone(new Proxy({}, {})) } catch (e) { r = [e.name, e.message] }
return r
