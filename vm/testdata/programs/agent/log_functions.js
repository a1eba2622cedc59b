// log: [Function: handler] [Function: arrow] [Function: anonFn] [AsyncFunction: fetchData] [AsyncFunction: asyncArrow]
// log: [GeneratorFunction: gen] [AsyncGeneratorFunction: agen]
// log: [class Base] [class Derived extends Base] [class AnonClass] [class (anonymous)]
// log: [
// log:   [Function (anonymous)],
// log:   [Function (anonymous)],
// log:   [Function (anonymous)]
// log: ]
// log: {
// log:   onClick: [Function: handler],
// log:   cb: [Function: cb],
// log:   method: [Function: method],
// log:   am: [AsyncFunction: am],
// log:   gm: [GeneratorFunction: gm]
// log: }
// log: [Function: max] [Function: push] [Function: parse] [Function: Object] [Function: Map]
// log: [Function: bound handler]
// log: [Function: handler] { extra: 1 }
// log: [Function: tool] { description: 'does things', params: { a: 1 } }
// log: { cls: [class Derived extends Base], inst: Derived {} }
// log: [Function: f] { f: [Function: f] }
// log: [class WithStatic] { count: 3 }
// Functions and classes.
function handler() {}
const arrow = () => {};
const anonFn = function () {};
async function fetchData() {}
const asyncArrow = async () => {};
function* gen() {}
async function* agen() {}
class Base {}
class Derived extends Base {}
const AnonClass = class {};
console.log(handler, arrow, anonFn, fetchData, asyncArrow);
console.log(gen, agen);
console.log(Base, Derived, AnonClass, class {});
console.log([function () {}, () => {}, (() => () => {})()]);
console.log({ onClick: handler, cb: () => 1, method() {}, async am() {}, *gm() {} });
console.log(Math.max, Array.prototype.push, JSON.parse, Object, Map);
const bound = handler.bind(null);
console.log(bound);
handler.extra = 1;
console.log(handler);
const withProps = Object.assign(function tool() {}, { description: "does things", params: { a: 1 } });
console.log(withProps);
console.log({ cls: Derived, inst: new Derived() });
const o = { f: function () {} };
console.log(o.f, o);
class WithStatic { static count = 3; }
console.log(WithStatic);
