// value: null
// log: symbol Symbol(d) d undefined true shared undefined
// log: [ 'regular' ] 1 {"regular":2} 1 true
// log: true false true false
// log: TypeError Cannot convert a Symbol value to a string
// log: TypeError Symbol is not a constructor
// log: Symbol(x) [ 'Symbol.iterator', 'Symbol.asyncIterator', 'Symbol.hasInstance' ]
const s1 = Symbol("d"), s2 = Symbol.for("shared");
console.log(typeof s1, s1.toString(), s1.description, Symbol().description, Symbol.for("shared") === s2, Symbol.keyFor(s2), Symbol.keyFor(s1));
const o = { [s1]: 1, regular: 2 }; console.log(Object.keys(o), o[s1], JSON.stringify(o), Object.getOwnPropertySymbols(o).length, s1 in o);
const ws = new WeakSet(); const k = {}; ws.add(k); console.log(ws.has(k), ws.has({}), ws.delete(k), ws.has(k));
try { Symbol() + ""; } catch (e) { console.log(e.name, e.message); }
try { new Symbol(); } catch (e) { console.log(e.name, e.message); }
console.log(String(Symbol("x")), [Symbol.iterator, Symbol.asyncIterator, Symbol.hasInstance].map((x) => x.description));
