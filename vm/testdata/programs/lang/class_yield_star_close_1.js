// value: ["get throw","return getter threw","get throw","TypeError: The iterator does not provide a 'throw' method.","get throw","return called","TypeError: The iterator does not provide a 'throw' method.","get throw","TypeError: Iterator result 5 is not an object","get throw","TypeError: number 7 is not a function","get throw","TypeError: string \"s\" is not a function","get throw","TypeError: object is not a function"]
// yield* over an iterator without a throw method: throw() closes the
// inner iterator first; an error from reading or calling its return
// method (or a non-object result) is thrown instead of the TypeError.
const log = [];
function make(returnGetter) {
  const it = { next() { return { done: false }; } };
  Object.defineProperty(it, "throw", { get() { log.push("get throw"); } });
  Object.defineProperty(it, "return", { get: returnGetter });
  return { [Symbol.iterator]: () => it };
}
function* g(src) {
  try { yield* src; } catch (e) { log.push(e instanceof Error ? `${e.constructor.name}: ${e.message}` : String(e)); }
}
const getters = [
  () => { throw "return getter threw"; },
  () => undefined,
  () => () => { log.push("return called"); return {}; },
  () => () => 5,
  () => 7,
  () => "s",
  () => ({}),
];
for (const getter of getters) {
  const it = g(make(getter));
  it.next();
  it.throw("thrown in");
}
return log;
