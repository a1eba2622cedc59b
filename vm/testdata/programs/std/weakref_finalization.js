// value: {"cleaned":0,"same":true}
// log: true true [object WeakRef]
// log: TypeError: Constructor WeakRef requires 'new' | TypeError: WeakRef: invalid target | TypeError: WeakRef: invalid target
// log: TypeError: Method WeakRef.prototype.deref called on incompatible receiver #<Object>
// log: undefined undefined undefined
// log: TypeError: FinalizationRegistry.prototype.register: invalid target | TypeError: FinalizationRegistry.prototype.register: target and holdings must not be same | TypeError: Invalid unregisterToken ('1')
// log: true false TypeError: Invalid unregisterToken ('1')
// log: TypeError: FinalizationRegistry: cleanup must be callable | TypeError: Constructor FinalizationRegistry requires 'new'
// log: TypeError: Method FinalizationRegistry.prototype.register called on incompatible receiver #<Object>
// log: true true t
// log: true
// log: WeakRef {} FinalizationRegistry {} [ WeakRef {} ]
// log: 1 1 2 1 0
// WeakRef and FinalizationRegistry: a WeakRef keeps its target (deref gives
// it back), a registry checks its arguments like V8 and never runs its
// cleanup while the program can observe it; V8's messages.
const t = (f) => { try { return "ok " + String(f()); } catch (e) { return e.constructor.name + ": " + e.message; } };
const target = { id: 1 };
const ref = new WeakRef(target);
const sym = Symbol("s");
console.log(ref.deref() === target, new WeakRef(sym).deref() === sym, Object.prototype.toString.call(ref));
console.log(t(() => WeakRef(target)), "|", t(() => new WeakRef(1)), "|", t(() => new WeakRef(Symbol.for("x"))));
console.log(t(() => WeakRef.prototype.deref.call({})));
let cleaned = 0;
const registry = new FinalizationRegistry(() => { cleaned++; });
const token = {};
console.log(registry.register(target, "held"), registry.register(target, "again", token), registry.register({}, 2, token));
console.log(t(() => registry.register(1, 2)), "|", t(() => registry.register(target, target)), "|", t(() => registry.register(target, 1, 1)));
console.log(registry.unregister(token), registry.unregister(token), t(() => registry.unregister(1)));
console.log(t(() => new FinalizationRegistry(1)), "|", t(() => FinalizationRegistry(() => {})));
console.log(t(() => FinalizationRegistry.prototype.register.call({}, target, 1)));
class Tracked extends WeakRef { constructor(o) { super(o); this.tag = "t"; } }
const tracked = new Tracked(target);
console.log(tracked.deref() === target, tracked instanceof WeakRef, tracked.tag);
const odd = function () {};
odd.prototype = undefined;
console.log(Object.getPrototypeOf(Reflect.construct(WeakRef, [target], odd)) === WeakRef.prototype);
console.log(ref, registry, [ref]);
console.log(WeakRef.length, FinalizationRegistry.length, registry.register.length, registry.unregister.length, ref.deref.length);
await null;
return { cleaned, same: ref.deref() === target };
