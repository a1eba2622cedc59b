// value: {"endpoints":["a","b","c"],"retries":3}
// log: 3 undefined 3 20 true false
// log: TypeError: Cannot assign to read only property 'retries' of object '#<Object>'
// log: TypeError: Cannot add property extra, object is not extensible
// log: TypeError: Cannot delete property 'retries' of #<Object>
// log: TypeError: Cannot add property 3, object is not extensible
// log: TypeError: Cannot assign to read only property '0' of object '[object Array]'
// log: TypeError: Cannot assign to read only property 'length' of object '[object Array]'
// log: TypeError: Cannot delete property '2' of [object Array]
// log: true TypeError: Cannot assign to read only property '0' of object '[object Array]' 1
// log: {"x":2} true false false
// log: TypeError: Cannot add property y, object is not extensible TypeError: Cannot delete property 'x' of #<Object>
// log: {} false true true
// log: true true 5 false true
// log: 10 false {"retries":3,"endpoints":["a","b","c"],"limits":{"rps":20}} false
// log: TypeError: Cannot assign to read only property '0' of object '[object Array]' TypeError: Cannot assign to read only property '0' of object '[object Array]' 1,2,3 4
// log: {"value":1,"writable":false,"enumerable":true,"configurable":false} false undefined
// log: TypeError: Cannot redefine property: retries
// log: ok
// log: TypeError: #<Object> is not extensible false false
// Freezing config objects: shallow freeze, deep freeze, seal, preventExtensions, sloppy vs strict writes.
const config = Object.freeze({ retries: 3, endpoints: ["a", "b"], limits: { rps: 10 } });
config.retries = 5;
config.newKey = 1;
delete config.retries;
config.endpoints.push("c");
config.limits.rps = 20;
console.log(config.retries, config.newKey, config.endpoints.length, config.limits.rps, Object.isFrozen(config), Object.isFrozen(config.limits));
const strictWrite = (fn) => { "use strict"; try { fn(); return "ok"; } catch (e) { return `${e.name}: ${e.message}`; } };
console.log(strictWrite(() => { "use strict"; config.retries = 5; }));
console.log(strictWrite(() => { "use strict"; config.extra = 1; }));
console.log(strictWrite(() => { "use strict"; delete config.retries; }));
console.log(strictWrite(() => { "use strict"; Object.freeze(config.endpoints).push("d"); }));
console.log(strictWrite(() => { "use strict"; config.endpoints[0] = "z"; }));
console.log(strictWrite(() => { "use strict"; config.endpoints.length = 0; }));
console.log(strictWrite(() => { "use strict"; config.endpoints.pop(); }));
const deepFreeze = (o) => {
  Object.values(o).forEach((v) => typeof v === "object" && v !== null && deepFreeze(v));
  return Object.freeze(o);
};
const deep = deepFreeze({ a: { b: { c: [1, 2] } } });
console.log(Object.isFrozen(deep.a.b.c), strictWrite(() => { "use strict"; deep.a.b.c[0] = 9; }), deep.a.b.c[0]);
const sealed = Object.seal({ x: 1 });
sealed.x = 2;
sealed.y = 3;
delete sealed.x;
console.log(JSON.stringify(sealed), Object.isSealed(sealed), Object.isFrozen(sealed), Object.isExtensible(sealed));
console.log(strictWrite(() => { "use strict"; sealed.y = 3; }), strictWrite(() => { "use strict"; delete sealed.x; }));
const noExt = Object.preventExtensions({ k: 1 });
noExt.k = 2;
delete noExt.k;
console.log(JSON.stringify(noExt), Object.isExtensible(noExt), Object.isSealed(noExt), Object.isFrozen(noExt));
console.log(Object.isFrozen(1), Object.isFrozen("s"), Object.freeze(5), Object.isFrozen({}), Object.isFrozen(Object.preventExtensions({})));
const copy = { ...config, retries: 10 };
console.log(copy.retries, Object.isFrozen(copy), JSON.stringify(structuredClone(config)), Object.isFrozen(structuredClone(config)));
const frozenArr = Object.freeze([3, 1, 2]);
console.log(strictWrite(() => frozenArr.sort()), strictWrite(() => frozenArr.reverse()), frozenArr.slice().sort().join(), frozenArr.concat(4).length);
const desc = Object.getOwnPropertyDescriptors(Object.freeze({ v: 1, get g() { return 2; } }));
console.log(JSON.stringify(desc.v), desc.g.configurable, desc.g.set);
console.log(strictWrite(() => Object.defineProperty(config, "retries", { value: 9 })));
console.log(strictWrite(() => Object.defineProperty(config, "retries", { value: 3 })));
console.log(strictWrite(() => Object.setPrototypeOf(config, null)), Reflect.set(config, "retries", 1), Reflect.defineProperty(config, "q", { value: 1 }));
return { retries: config.retries, endpoints: config.endpoints };
