// value: {"arrayAssign":"TypeError: number 1 is not iterable (cannot read property Symbol(Symbol.iterator))","arrayFromAwait":"TypeError: (intermediate value) is not iterable","arrayFromIdentifier":"TypeError: o is not iterable","arrayFromMember":"TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))","arrayFromMissingFn":"TypeError: loadPair is not a function or its return value is not iterable","arrayFromOr":"TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))","callNullish":"TypeError: (a ?? b) is not a function","callOr":"TypeError: (a || b) is not a function","forAwaitMember":"TypeError: o.p is not async iterable","forAwaitNull":"TypeError: Cannot read properties of null (reading 'Symbol(Symbol.asyncIterator)')","forAwaitObject":"TypeError: o is not async iterable","forAwaitOr":"TypeError: (a || 5) is not async iterable","forOfAwaited":"TypeError: (intermediate value) is not iterable","forOfCall":"TypeError: load is not a function or its return value is not iterable","forOfIndex":"TypeError: arr[0] is not iterable","forOfMember":"TypeError: (intermediate value).items.length is not iterable","forOfMissingMethod":"TypeError: m.entriess is not a function or its return value is not iterable","forOfNullish":"TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))","forOfOptional":"TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))","forOfOr":"TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))","mapCtor":"TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))","objectAssign":"TypeError: Cannot destructure property 'x' of 'o.q' as it is undefined.","objectFromAwait":"TypeError: Cannot destructure property 'id' of '(intermediate value)' as it is null.","objectFromComma":"TypeError: Cannot destructure property 'x' of '(o , b)' as it is undefined.","objectFromNullish":"TypeError: Cannot destructure property 'id' of '(maybe ?? undefined)' as it is undefined.","objectFromOptional":"TypeError: Cannot destructure property 'id' of '(intermediate value)' as it is undefined.","objectFromOr":"TypeError: Cannot destructure property 'x' of '(a || b)' as it is undefined.","objectFromVoid":"TypeError: Cannot destructure property 'x' of '(void 0)' as it is undefined.","objectRest":"TypeError: Cannot destructure property 'a' of 'null' as it is null.","plainMissingMethod":"TypeError: o.values is not a function","promiseAll":"TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))","spreadArgs":"TypeError: Spread syntax requires ...iterable[Symbol.iterator] to be a function","spreadMember":"TypeError: res.data is not iterable","spreadMissingMethod":"TypeError: o.values is not a function or its return value is not iterable","spreadOr":"TypeError: (a || o) is not iterable"}
// log: forOfAwaited => TypeError: (intermediate value) is not iterable
// log: forOfMember => TypeError: (intermediate value).items.length is not iterable
// log: forOfOptional => TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// log: forOfNullish => TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// log: forOfOr => TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))
// log: forOfIndex => TypeError: arr[0] is not iterable
// log: forOfCall => TypeError: load is not a function or its return value is not iterable
// log: arrayFromAwait => TypeError: (intermediate value) is not iterable
// log: arrayFromMember => TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// log: arrayFromIdentifier => TypeError: o is not iterable
// log: arrayFromOr => TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))
// log: arrayAssign => TypeError: number 1 is not iterable (cannot read property Symbol(Symbol.iterator))
// log: objectFromAwait => TypeError: Cannot destructure property 'id' of '(intermediate value)' as it is null.
// log: objectFromNullish => TypeError: Cannot destructure property 'id' of '(maybe ?? undefined)' as it is undefined.
// log: objectFromOr => TypeError: Cannot destructure property 'x' of '(a || b)' as it is undefined.
// log: objectFromOptional => TypeError: Cannot destructure property 'id' of '(intermediate value)' as it is undefined.
// log: objectFromComma => TypeError: Cannot destructure property 'x' of '(o , b)' as it is undefined.
// log: objectFromVoid => TypeError: Cannot destructure property 'x' of '(void 0)' as it is undefined.
// log: objectAssign => TypeError: Cannot destructure property 'x' of 'o.q' as it is undefined.
// log: objectRest => TypeError: Cannot destructure property 'a' of 'null' as it is null.
// log: spreadMember => TypeError: res.data is not iterable
// log: spreadOr => TypeError: (a || o) is not iterable
// log: spreadArgs => TypeError: Spread syntax requires ...iterable[Symbol.iterator] to be a function
// log: mapCtor => TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// log: promiseAll => TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))
// log: callOr => TypeError: (a || b) is not a function
// log: callNullish => TypeError: (a ?? b) is not a function
// log: forAwaitObject => TypeError: o is not async iterable
// log: forAwaitMember => TypeError: o.p is not async iterable
// log: forAwaitNull => TypeError: Cannot read properties of null (reading 'Symbol(Symbol.asyncIterator)')
// log: forAwaitOr => TypeError: (a || 5) is not async iterable
// log: forOfMissingMethod => TypeError: m.entriess is not a function or its return value is not iterable
// log: spreadMissingMethod => TypeError: o.values is not a function or its return value is not iterable
// log: arrayFromMissingFn => TypeError: loadPair is not a function or its return value is not iterable
// log: plainMissingMethod => TypeError: o.values is not a function
// How V8 names the value in "is not iterable", "is not async iterable" and "Cannot destructure" messages.
async function fetchThing() {
  return { items: [] };
}
const res = { data: { rows: 5 } };
const maybe = null;
const a = null, b = undefined, o = { p: 1 }, arr = [];
const cases = {
  forOfAwaited: async () => { for (const x of await fetchThing()) {} },
  forOfMember: async () => { for (const x of (await fetchThing()).items.length) {} },
  forOfOptional: async () => { for (const x of res?.data?.rows) {} },
  forOfNullish: async () => { for (const x of res.data.rows ?? []) {} },
  forOfOr: async () => { for (const x of res.data || 1) {} },
  forOfIndex: async () => { for (const v of arr[0]) {} },
  forOfCall: async () => { const load = () => ({}); for (const v of load()) {} },
  arrayFromAwait: async () => { const [first, second] = await fetchThing(); },
  arrayFromMember: async () => { const [x] = res.data.rows; },
  arrayFromIdentifier: async () => { const [x] = o; },
  arrayFromOr: async () => { const [x] = a || o; },
  arrayAssign: async () => { let x; [x] = o.p; },
  objectFromAwait: async () => { const { id } = await Promise.resolve(null); },
  objectFromNullish: async () => { const { id } = maybe ?? undefined; },
  objectFromOr: async () => { const { x } = a || b; },
  objectFromOptional: async () => { const { id } = res.missing?.deep; },
  objectFromComma: async () => { const { x } = (o, b); },
  objectFromVoid: async () => { const { x } = void 0; },
  objectAssign: async () => { let x; ({ x } = o.q); },
  objectRest: async () => { const { a: first, ...rest } = null; },
  spreadMember: async () => { [...res.data]; },
  spreadOr: async () => { [...(a || o)]; },
  spreadArgs: async () => { Math.max(...res.data); },
  mapCtor: async () => { new Map(res.data.rows); },
  promiseAll: async () => { await Promise.all(res.data); },
  callOr: async () => (a || b)(),
  callNullish: async () => (a ?? b)(),
  forAwaitObject: async () => { for await (const v of o) {} },
  forAwaitMember: async () => { for await (const v of o.p) {} },
  forAwaitNull: async () => { for await (const v of null) {} },
  forAwaitOr: async () => { for await (const v of a || 5) {} },
  forOfMissingMethod: async () => { const m = new Map([[1, 2]]); for (const [k, v] of m.entriess()) {} },
  spreadMissingMethod: async () => [...o.values()],
  arrayFromMissingFn: async () => { const loadPair = undefined; const [x, y] = loadPair(); },
  plainMissingMethod: async () => o.values(),
};
const out = {};
for (const [name, fn] of Object.entries(cases)) {
  try {
    await fn();
    out[name] = "ok";
  } catch (e) {
    out[name] = `${e.constructor.name}: ${e.message}`;
  }
  console.log(name, "=>", out[name]);
}
return out;
