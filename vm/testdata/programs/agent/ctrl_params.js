// value: ["object null is not iterable (cannot read property Symbol(Symbol.iterator))","Cannot destructure property 'a' of 'undefined' as it is undefined.","undefined is not iterable (cannot read property Symbol(Symbol.iterator))","Cannot read properties of undefined (reading 'a')","Cannot destructure 'undefined' as it is undefined.","Cannot destructure 'null' as it is null.",".for is not iterable","Cannot destructure property 'cfg' of 'undefined' as it is undefined.","number 1 is not iterable (cannot read property Symbol(Symbol.iterator))","Cannot read properties of null (reading 'v')"]
// log: ok undefined
// log: ok undefined
// log: object null is not iterable (cannot read property Symbol(Symbol.iterator))
// log: ok undefined
// log: ok 3
// log: ok undefined
// log: Cannot destructure property 'a' of 'undefined' as it is undefined.
// log: undefined is not iterable (cannot read property Symbol(Symbol.iterator))
// log: Cannot read properties of undefined (reading 'a')
// log: Cannot destructure 'undefined' as it is undefined.
// log: Cannot destructure 'null' as it is null.
// log: .for is not iterable
// log: ok ok string
// log: Cannot destructure property 'cfg' of 'undefined' as it is undefined.
// log: number 1 is not iterable (cannot read property Symbol(Symbol.iterator))
// log: Cannot read properties of null (reading 'v')
// log: ok Set(0) {}
// log: ok 0
// log: undefined is not iterable
// log: object null is not iterable (cannot read property Symbol(Symbol.iterator))
// log: ok Promise { <pending> }
// log: all object null is not iterable (cannot read property Symbol(Symbol.iterator))
// Destructuring parameters and loop heads given the wrong kind of value: the exact TypeError texts.
const probes = [
  () => { function f({ a }) {} f(5); },
  () => { function f({ a }) {} f("str"); },
  () => { function f([a]) {} f(null); },
  () => { const { a } = 5; return a; },
  () => { const { length } = "abc"; return length; },
  () => { const { x: { y } = {} } = { x: undefined }; return y; },
  () => { let a, b; ({ a, b } = undefined); },
  () => { const [[a]] = [undefined]; },
  () => { const [{ a }] = []; },
  () => { const { ...rest } = undefined; },
  () => { const {} = null; },
  () => { for (const [a] of [undefined]) {} },
  () => { for (const { a } of "xy") {} return "ok string"; },
  () => { new (class { constructor({ cfg }) {} })(); },
  () => { [1].forEach(([x]) => x); },
  () => { Object.entries({ a: null }).map(([k, { v }]) => v); },
];
const texts = [];
for (const p of probes) { try { console.log("ok", p()); } catch (e) { texts.push(e.message); console.log(e.message); } }
for (const f2 of [() => new Set(null), () => new Map(undefined).size, () => Object.fromEntries(null), () => { function* g() { yield* null; } [...g()]; }, () => Promise.all(null).catch(e => console.log("all", e.message))]) { try { console.log("ok", f2()); } catch (e) { console.log(e.message); } } await null;
return texts;
