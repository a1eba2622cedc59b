// log: {
// log:   name: 'x',
// log:   [Symbol(id)]: 123,
// log:   [Symbol()]: 'anon',
// log:   [Symbol(registered)]: true
// log: }
// log: Symbol(id) Symbol() Symbol(registered) Symbol(Symbol.iterator) Symbol(with space)
// log: [ Symbol(id), Symbol() ] { s: Symbol(v) }
// log: [ Symbol(id), Symbol(), Symbol(registered) ]
// log: { visible: 2 }
// log: { [Symbol(a)]: { [Symbol(b)]: { [Symbol(c)]: [Object] } } }
// log: Symbol(id) Symbol(id) id
// Symbol keys and values.
const id = Symbol("id");
const anon = Symbol();
const reg = Symbol.for("registered");
const o = { name: "x", [id]: 123, [anon]: "anon", [reg]: true };
console.log(o);
console.log(id, anon, reg, Symbol.iterator, Symbol("with space"));
console.log([id, anon], { s: Symbol("v") });
console.log(Object.getOwnPropertySymbols(o));
const hidden = {};
Object.defineProperty(hidden, Symbol("nonEnum"), { value: 1, enumerable: false });
hidden.visible = 2;
console.log(hidden);
console.log({ [Symbol("a")]: { [Symbol("b")]: { [Symbol("c")]: { deep: 1 } } } });
console.log(String(id), id.toString(), id.description);
