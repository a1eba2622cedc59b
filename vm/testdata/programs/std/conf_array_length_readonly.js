// log: desc {"value":2,"writable":false,"enumerable":false,"configurable":false}
// log: set same TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: set other TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: index past TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: index at len TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: index in 9
// log: push TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: pop TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: shift TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: unshift TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: splice TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: define past TypeError Cannot define property 3, object is not extensible
// log: redefine writable TypeError Cannot redefine property: length
// log: keys [ '0', '1', 'length' ]
// log: shrink+freeze [ 1, [ 1 ] ]
// log: isFrozen false
// log: reverse [ 2, 1 ]
// log: fill [ 0, 0 ]
// log: sort [ 2, 1 ]
// log: delete [ 2, false ]
// log: for-of [ 1, 2 ]
// log: generic push {"length":0}
// A non-writable array length: writes that would change it throw, elements
// below it stay writable, methods that do not set length still work.
"use strict";
const t = (name, f) => { try { console.log(name, f()); } catch (e) { console.log(name, e.name, e.message); } };
const mk = () => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); return a; };
t("desc", () => JSON.stringify(Object.getOwnPropertyDescriptor(mk(), "length")));
t("set same", () => { const a = mk(); a.length = 2; return a.length; });
t("set other", () => { const a = mk(); a.length = 1; return a.length; });
t("index past", () => { const a = mk(); a[5] = 1; return a.length; });
t("index at len", () => { const a = mk(); a[2] = 1; return a.length; });
t("index in", () => { const a = mk(); a[0] = 9; return a[0]; });
t("push", () => mk().push(3));
t("pop", () => mk().pop());
t("shift", () => mk().shift());
t("unshift", () => mk().unshift(0));
t("splice", () => mk().splice(0, 1));
t("define past", () => Object.defineProperty(mk(), "3", { value: 1 }));
t("redefine writable", () => Object.defineProperty(mk(), "length", { writable: true }));
t("keys", () => Object.getOwnPropertyNames(mk()));
t("shrink+freeze", () => { const a = [1, 2, 3]; Object.defineProperty(a, "length", { value: 1, writable: false }); return [a.length, a]; });
t("isFrozen", () => Object.isFrozen(Object.preventExtensions(mk())));
t("reverse", () => mk().reverse());
t("fill", () => mk().fill(0));
t("sort", () => mk().sort((a, b) => b - a));
t("delete", () => { const a = mk(); delete a[1]; return [a.length, 1 in a]; });
t("for-of", () => { const a = mk(); const r = []; for (const x of a) r.push(x); return r; });
t("generic push", () => { const o = { length: 0 }; Array.prototype.push.call(o); return JSON.stringify(o); });
