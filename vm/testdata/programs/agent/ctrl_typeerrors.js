// value: {"bigintMix":"TypeError: Cannot mix BigInt and other types, use explicit conversions","callUndefinedMethod":"TypeError: arr.flatMapp is not a function","classWithoutNew":"TypeError: Class constructor Job cannot be invoked without 'new'","constAssign":"TypeError: Assignment to constant variable.","definePropertyNonObject":"TypeError: Object.defineProperty called on non-object","destructureNull":"TypeError: Cannot read properties of null (reading 'b')","destructureUndefined":"TypeError: Cannot destructure property 'id' of 'undefined' as it is undefined.","forOfEntries":"TypeError: Cannot destructure property 'name' of '.for' as it is undefined.","forOfNotIterable":"TypeError: {(intermediate value)} is not iterable","getterThrow":"Error: getter failed","inOnPrimitive":"TypeError: Cannot use 'in' operator to search for 'a' in abc","instanceofNonCallable":"TypeError: Right-hand side of 'instanceof' is not callable","invalidArrayLength":"RangeError: Invalid array length","iterateCall":"TypeError: load is not a function or its return value is not iterable","jsonBad":"SyntaxError: Expected property name or '}' in JSON at position 1","mapCallback":"TypeError: Cannot destructure property 'id' of 'object null' as it is null.","mapCtor":"TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))","nestedConfig":"TypeError: Cannot read properties of null (reading 'limit')","newSymbol":"TypeError: Symbol is not a constructor","notConstructor":"TypeError: f is not a constructor","notFunction":"TypeError: api.fetch is not a function","notFunctionNested":"TypeError: o.a.b is not a function","notFunctionVar":"TypeError: f is not a function","notIterable":"TypeError: {} is not iterable","nullProtoCall":"TypeError: Object.create(...).toString is not a function","optionalCallMissing":"ok: none","paramDestructure":"TypeError: Cannot destructure property 'x' of 'undefined' as it is undefined.","readIndex":"TypeError: Cannot read properties of undefined (reading 'id')","readNested":"TypeError: Cannot read properties of undefined (reading 'c')","readNull":"TypeError: Cannot read properties of null (reading 'items')","readOnlyFrozen":"TypeError: Cannot assign to read only property 'a' of object '#\u003cObject\u003e'","readUndefined":"TypeError: Cannot read properties of undefined (reading 'name')","reduceEmpty":"TypeError: Reduce of empty array with no initial value","setUndefined":"TypeError: Cannot set properties of undefined (setting 'x')","spreadNotIterable":"TypeError: 123 is not iterable","spreadObjectLiteral":"TypeError: {(intermediate value)} is not iterable","superPrivate":"TypeError: Cannot read private member #x from an object whose class did not declare it","superTwice":"ReferenceError: Super constructor may only be called once","tdz":"ReferenceError: Cannot access 'value' before initialization","toFixedRange":"RangeError: toFixed() digits argument must be between 0 and 100","undeclared":"ReferenceError: missingVariable is not defined"}
// log: readUndefined -> TypeError: Cannot read properties of undefined (reading 'name')
// log: readNull -> TypeError: Cannot read properties of null (reading 'items')
// log: readNested -> TypeError: Cannot read properties of undefined (reading 'c')
// log: readIndex -> TypeError: Cannot read properties of undefined (reading 'id')
// log: setUndefined -> TypeError: Cannot set properties of undefined (setting 'x')
// log: notFunction -> TypeError: api.fetch is not a function
// log: notFunctionVar -> TypeError: f is not a function
// log: notFunctionNested -> TypeError: o.a.b is not a function
// log: notIterable -> TypeError: {} is not iterable
// log: spreadNotIterable -> TypeError: 123 is not iterable
// log: forOfNotIterable -> TypeError: {(intermediate value)} is not iterable
// log: destructureUndefined -> TypeError: Cannot destructure property 'id' of 'undefined' as it is undefined.
// log: destructureNull -> TypeError: Cannot read properties of null (reading 'b')
// log: paramDestructure -> TypeError: Cannot destructure property 'x' of 'undefined' as it is undefined.
// log: constAssign -> TypeError: Assignment to constant variable.
// log: tdz -> ReferenceError: Cannot access 'value' before initialization
// log: undeclared -> ReferenceError: missingVariable is not defined
// log: classWithoutNew -> TypeError: Class constructor Job cannot be invoked without 'new'
// log: notConstructor -> TypeError: f is not a constructor
// log: inOnPrimitive -> TypeError: Cannot use 'in' operator to search for 'a' in abc
// log: newSymbol -> TypeError: Symbol is not a constructor
// log: instanceofNonCallable -> TypeError: Right-hand side of 'instanceof' is not callable
// log: nullProtoCall -> TypeError: Object.create(...).toString is not a function
// log: bigintMix -> TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: callUndefinedMethod -> TypeError: arr.flatMapp is not a function
// log: readOnlyFrozen -> TypeError: Cannot assign to read only property 'a' of object '#<Object>'
// log: definePropertyNonObject -> TypeError: Object.defineProperty called on non-object
// log: reduceEmpty -> TypeError: Reduce of empty array with no initial value
// log: invalidArrayLength -> RangeError: Invalid array length
// log: toFixedRange -> RangeError: toFixed() digits argument must be between 0 and 100
// log: jsonBad -> SyntaxError: Expected property name or '}' in JSON at position 1
// log: mapCallback -> TypeError: Cannot destructure property 'id' of 'object null' as it is null.
// log: nestedConfig -> TypeError: Cannot read properties of null (reading 'limit')
// log: forOfEntries -> TypeError: Cannot destructure property 'name' of '.for' as it is undefined.
// log: iterateCall -> TypeError: load is not a function or its return value is not iterable
// log: spreadObjectLiteral -> TypeError: {(intermediate value)} is not iterable
// log: mapCtor -> TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))
// log: superTwice -> ReferenceError: Super constructor may only be called once
// log: superPrivate -> TypeError: Cannot read private member #x from an object whose class did not declare it
// log: optionalCallMissing -> ok: none
// log: getterThrow -> Error: getter failed
// The exact V8 messages of common TypeErrors and ReferenceErrors as caught by programs.
const cases = {
  readUndefined: () => { const user = undefined; return user.name; },
  readNull: () => { const r = null; return r.items; },
  readNested: () => { const data = { a: {} }; return data.a.b.c; },
  readIndex: () => { const rows = []; return rows[0].id; },
  setUndefined: () => { let o; o.x = 1; },
  notFunction: () => { const api = {}; api.fetch(); },
  notFunctionVar: () => { const f = 5; f(); },
  notFunctionNested: () => { const o = { a: { b: 1 } }; o.a.b(); },
  notIterable: () => { const [a] = {}; },
  spreadNotIterable: () => [...123],
  forOfNotIterable: () => { for (const x of { a: 1 }) {} },
  destructureUndefined: () => { const { id } = undefined; },
  destructureNull: () => { const { a: { b } } = { a: null }; },
  paramDestructure: () => { function f({ x }) { return x; } return f(); },
  constAssign: () => { const limit = 1; limit = 2; },
  tdz: () => { console.log(value); let value = 1; },
  undeclared: () => missingVariable + 1,
  classWithoutNew: () => { class Job {} return Job(); },
  notConstructor: () => { const f = () => 1; return new f(); },
  inOnPrimitive: () => "a" in "abc",
  newSymbol: () => new Symbol(),
  instanceofNonCallable: () => ({}) instanceof {},
  nullProtoCall: () => Object.create(null).toString(),
  bigintMix: () => 1n + 1,
  callUndefinedMethod: () => { const arr = [1, 2]; return arr.flatMapp((x) => x); },
  readOnlyFrozen: () => { "use strict"; const o = Object.freeze({ a: 1 }); o.a = 2; },
  definePropertyNonObject: () => Object.defineProperty(1, "x", {}),
  reduceEmpty: () => [].reduce((a, b) => a + b),
  invalidArrayLength: () => new Array(-1),
  toFixedRange: () => (1).toFixed(200),
  jsonBad: () => JSON.parse("{bad json"),
  mapCallback: () => [{ id: 1 }, null].map(({ id }) => id),
  nestedConfig: () => { const { retry: { limit } } = { retry: null }; return limit; },
  forOfEntries: () => { for (const { name } of [{ name: "a" }, undefined]) {} },
  iterateCall: () => { const load = () => 5; for (const x of load()) {} },
  spreadObjectLiteral: () => [...{ a: 1 }],
  mapCtor: () => new Map({ a: 1 }),
  superTwice: () => { class A {} class B extends A { constructor() { super(); super(); } } return new B(); },
  superPrivate: () => { class A { #x = 1; static get(o) { return o.#x; } } return A.get({}); },
  optionalCallMissing: () => { const o = {}; return o.method?.() ?? "none"; },
  getterThrow: () => ({ get v() { throw new Error("getter failed"); } }).v,
};
const results = {};
for (const [name, fn] of Object.entries(cases)) {
  try {
    results[name] = "ok: " + String(fn());
  } catch (e) {
    results[name] = `${e.constructor.name}: ${e.message}`;
  }
  console.log(name, "->", results[name]);
}
return results;
