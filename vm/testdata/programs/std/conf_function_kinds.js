// log: AsyncFunction AsyncFunction GeneratorFunction AsyncGeneratorFunction Function
// log: [object AsyncFunction],[object GeneratorFunction],[object AsyncGeneratorFunction],[object Function]
// log: AsyncFunction GeneratorFunction AsyncGeneratorFunction AsyncFunction
// log: true true true
// log: true 1 prototype,constructor GeneratorFunction
// log: constructor AsyncFunction true
// log: true function true
// log: [AsyncFunction: named] [GeneratorFunction: gen] [AsyncFunction (anonymous)]
// log: 1,2 [object Generator]
// Generator, async and async generator functions have prototypes of their
// own between them and Function.prototype, with constructors named
// GeneratorFunction, AsyncFunction and AsyncGeneratorFunction.
console.log((async () => {}).constructor.name, (async function () {}).constructor.name, (function* () {}).constructor.name, (async function* () {}).constructor.name, (function () {}).constructor.name);
console.log([async function () {}, function* () {}, async function* () {}, () => {}].map((f) => Object.prototype.toString.call(f)).join());
const o = { async m() {}, *g() {}, async *ag() {} };
class C { static async s() {} }
console.log(o.m.constructor.name, o.g.constructor.name, o.ag.constructor.name, C.s.constructor.name);
const GF = Object.getPrototypeOf(function* () {});
console.log(Object.getPrototypeOf(GF) === Function.prototype, GF.prototype === Object.getPrototypeOf(function* () {}.prototype), GF.constructor.prototype === GF);
console.log(Object.getPrototypeOf(GF.constructor) === Function, GF.constructor.length, Object.getOwnPropertyNames(GF).join(), GF[Symbol.toStringTag]);
const AF = Object.getPrototypeOf(async () => {});
console.log(Object.getOwnPropertyNames(AF).join(), AF[Symbol.toStringTag], AF === Object.getPrototypeOf(async function () {}));
console.log((async () => {}) instanceof Function, typeof (async () => {}), Object.getPrototypeOf((async () => {}).bind()) === AF);
console.log(async function named() {}, function* gen() {}, async () => {});
function* g() { yield 1; yield 2; }
console.log([...g()].join(), Object.prototype.toString.call(g()));
