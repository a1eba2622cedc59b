// log: true undefined
// log: false true
// log: get __proto__ set __proto__ 0 1 false true
// log: Cannot convert undefined or null to object
// log: set Object.prototype.__proto__ called on null or undefined
// log: undefined undefined
// log: Cyclic __proto__ value
// log: #<Object> is not extensible
// log: true [ '__proto__' ]
// Object.prototype.__proto__ is an accessor for [[Prototype]].
const o = {}; console.log(o.__proto__ === Object.prototype, ({ __proto__: null }).__proto__);
const x = {}; x.__proto__ = Array.prototype; console.log(Array.isArray(x), x instanceof Array);
const g = Object.getOwnPropertyDescriptor(Object.prototype, "__proto__");
console.log(g.get.name, g.set.name, g.get.length, g.set.length, g.enumerable, g.configurable);
try { g.get.call(undefined); } catch (e) { console.log(e.message); }
try { g.set.call(undefined, {}); } catch (e) { console.log(e.message); }
console.log(g.set.call(1, {}), g.set.call({}, 1));
const a = {}; try { g.set.call(a, Object.create(a)); } catch (e) { console.log(e.message); }
const f = Object.preventExtensions({}); try { g.set.call(f, {}); } catch (e) { console.log(e.message); }
console.log(JSON.parse('{"__proto__": 1}').__proto__ === 1, Object.keys(JSON.parse('{"__proto__": 1}')));
