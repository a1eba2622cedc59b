// log: TypeError: 1 is not a constructor
// log: TypeError: () => {} is not a constructor
// log: TypeError: 1 is not a constructor
// log: TypeError: function max() { [native code] } is not a constructor
// log: TypeError: CreateListFromArrayLike called on non-object
// log: TypeError: CreateListFromArrayLike called on non-object
// log: TypeError: Function.prototype.apply was called on 1, which is a number and not a function
// log: TypeError: CreateListFromArrayLike called on non-object
// log: TypeError: CreateListFromArrayLike called on non-object
// log: true true
// log: true [object Date]
// log: true true 3
// log: true m
// log: 3
// log: 6 true
// log: true
// log: TypeError: #<Object> is not a constructor
// log: TypeError: s is not a constructor
// Reflect.construct with an explicit new.target (ordinary, class, bound and
// built-in constructors) and Reflect's argument validation.
const t = (f) => { try { const r = f(); console.log("ok", r); } catch (e) { console.log(e.name + ": " + e.message); } };
t(() => Reflect.construct(1, []));
t(() => Reflect.construct(() => {}, []));
t(() => Reflect.construct(function(){}, [], 1));
t(() => Reflect.construct(function(){}, [], Math.max));
t(() => Reflect.construct(function(){}, 1));
t(() => Reflect.construct(function(){}));
t(() => Reflect.apply(1));
t(() => Reflect.apply(Math.max, null, 1));
t(() => Reflect.apply(Math.max, null));
class A { constructor() { this.nt = new.target; } }
class B {}
const o = Reflect.construct(A, [], B); console.log(o instanceof B, o.nt === B);
const d = Reflect.construct(Date, [0], B); console.log(d instanceof B, Object.prototype.toString.call(d));
const arr = Reflect.construct(Array, [3], B); console.log(arr instanceof B, Array.isArray(arr), arr.length);
class E extends Error {} ; const e = Reflect.construct(Error, ["m"], E); console.log(e instanceof E, e.message);
function F(a, b) { this.s = a + b; } console.log(Reflect.construct(F, [1, 2]).s);
const bf = F.bind(null, 5); console.log(Reflect.construct(bf, [1]).s, Reflect.construct(bf, [1], bf) instanceof F);
const p = Reflect.construct(Promise, [r => r(1)], B); console.log(p instanceof B);
t(() => Reflect.construct({}, []));
t(() => Reflect.construct("s", []));
