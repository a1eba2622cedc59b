// value: null
// log: true { a: 3, b: 2, c: [ 1 ] } [ 9, 2 ] { '0': 'a', '1': 'b' } {}
// log: { g: 'got' } { value: 'got', writable: true, enumerable: true, configurable: true }
// log: { x: 1, nested: { y: 3 } }
// log: { x: 1, nested: { y: 5 } }
// log: [ [ 'own', 2 ] ]
// log: TypeError Cannot assign to read only property 'a' of object '#<Object>'
const target = { a: 1 };
const r = Object.assign(target, { b: 2 }, { a: 3, c: [1] });
console.log(r === target, target, Object.assign([1, 2], [9]), Object.assign({}, "ab"), Object.assign({}, 1, true, undefined));
const withGetter = { get g() { return "got"; } }; console.log(Object.assign({}, withGetter), Object.getOwnPropertyDescriptor(Object.assign({}, withGetter), "g"));
const clone = { ...{ x: 1, nested: { y: 2 } } }; clone.nested.y = 3; console.log(clone);
const deep = structuredClone({ x: 1, nested: { y: 2 } }); deep.nested.y = 5; console.log(deep);
console.log(Object.entries(Object.assign(Object.create({ inherited: 1 }), { own: 2 })));
try { Object.assign(Object.freeze({ a: 1 }), { a: 2 }); } catch (e) { console.log(e.name, e.message); }
