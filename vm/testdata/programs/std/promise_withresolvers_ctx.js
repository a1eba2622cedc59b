// node: skip (node 20 lacks Promise.withResolvers; the expected value is node 24's)
// value: [true,["promise","resolve","reject"],"done",true,"Promise.withResolvers called on non-object","#<Object> is not a constructor","Promise.withResolvers called on non-object"]
// Promise.withResolvers makes its promise with this, the constructor it
// was called on, as NewPromiseCapability does.
class Sub extends Promise {}
const r = Promise.withResolvers.call(Sub)
r.resolve("done")
const out = [r.promise instanceof Sub, Object.keys(r), await r.promise, Promise.withResolvers().promise instanceof Promise]
for (const c of [1, {}, undefined]) {
  try { Promise.withResolvers.call(c) } catch (e) { out.push(e.message) }
}
return out
