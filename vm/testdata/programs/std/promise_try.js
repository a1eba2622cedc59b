// node: skip (node 20 lacks Promise.try, ES2025; the expected value is node 24's)
// value: ["function",1,"try",true,3,"RangeError","thrown","TypeError",42,"Promise.try called on non-object","TypeError",true,"sub",["sync","callback","after"]]
const log = []
const r = []
r.push(typeof Promise.try, Promise.try.length, Promise.try.name)
const p1 = Promise.try((a, b) => a + b, 1, 2)
r.push(p1 instanceof Promise)
log.push("sync")
r.push(await p1)
try { await Promise.try(() => { throw new RangeError("thrown") }) } catch (e) { r.push(e.name, e.message) }
try { await Promise.try(1) } catch (e) { r.push(e.constructor.name) }
r.push(await Promise.try(async (x) => x * 2, 21))
try { Promise.try.call(1, () => 1) } catch (e) { r.push(e.message) }
try { Promise.try.call({}, () => 1) } catch (e) { r.push(e.constructor.name) }
class MyPromise extends Promise {}
const p2 = MyPromise.try(() => "sub")
r.push(p2 instanceof MyPromise, await p2)
// The callback runs synchronously, before the line after the call.
Promise.try(() => log.push("callback"))
log.push("after")
r.push(log)
return r
