// value: {"args":"Arguments","arr":"Array","arrEntries":"Array Iterator","arrIter":"Array Iterator","arrow":"Function","big":"BigInt","bool":"Boolean","boxed":"Number","date":"Date","err":"Error","fn":"Function","gen":"Generator","json":"JSON","map":"Map","mapIter":"Map Iterator","math":"Math","nul":"Null","nullProto":"Object","num":"Number","obj":"Object","prom":"Promise","re":"RegExp","set":"Set","setIter":"Set Iterator","str":"String","strIter":"String Iterator","sym":"Symbol","undef":"Undefined"}
// log: arr=Array obj=Object nul=Null undef=Undefined num=Number str=String bool=Boolean big=BigInt sym=Symbol date=Date re=RegExp map=Map set=Set fn=Function arrow=Function err=Error args=Arguments json=JSON math=Math prom=Promise arrIter=Array Iterator arrEntries=Array Iterator mapIter=Map Iterator setIter=Set Iterator strIter=String Iterator gen=Generator boxed=Number nullProto=Object
// log: ToolResult ok ToolResult
// log: Page [object Page] Page
// log: db 1 {"id":7} id
// log: a=1 b=2 true [object Array Iterator]
// log: true true false false false
// log: TypeError Cannot set property id of #<Base> which has only a getter
// log: TypeError Cannot set property y of #<Object> which has only a getter
// log: TypeError Cannot set property z of #<Object> which has only a getter
// log: TypeError Cannot assign to read only property 'q' of object '#<Object>'
// log: TypeError Cannot assign to read only property 'r' of object '#<Object>'
// log: JSON x 1
// Type detection helpers over mixed tool output: Object.prototype.toString tags, Array.isArray, instanceof,
// iterator objects, symbol-keyed descriptors, and the errors strict code hits writing to getter-only fields.
const typeOf = (v) => Object.prototype.toString.call(v).slice(8, -1);
const samples = {
  arr: [1], obj: {}, nul: null, undef: undefined, num: 1.5, str: "s", bool: false, big: 10n, sym: Symbol("q"),
  date: new Date(0), re: /x/g, map: new Map([[1, 2]]), set: new Set([1]), fn() {}, arrow: () => 1, err: new TypeError("t"),
  args: (function () { return arguments; })(1), json: JSON, math: Math, prom: Promise.resolve(1),
  arrIter: [1, 2].values(), arrEntries: ["a"].entries(), mapIter: new Map().keys(), setIter: new Set([1]).entries(),
  strIter: "abc"[Symbol.iterator](), gen: (function* () {})(), boxed: Object(5), nullProto: Object.create(null),
};
console.log(Object.entries(samples).map(([k, v]) => `${k}=${typeOf(v)}`).join(" "));
const tagged = Object.create(null, { [Symbol.toStringTag]: { value: "ToolResult" }, ok: { value: true, enumerable: true } });
console.log(typeOf(tagged), String(Object.keys(tagged)), tagged[Symbol.toStringTag]);
class Page { get [Symbol.toStringTag]() { return "Page"; } }
console.log(typeOf(new Page()), `${new Page()}`, typeOf(Object.assign(Object.create(Page.prototype), { n: 1 })));
const meta = Symbol.for("meta");
const rec = Object.defineProperties({}, { [meta]: { value: { source: "db" }, enumerable: true }, id: { value: 7, enumerable: true }, hidden: { value: 1 } });
console.log(rec[meta].source, Object.getOwnPropertySymbols(rec).length, JSON.stringify(rec), Object.keys(rec).join());
const it = new Map([["a", 1], ["b", 2]]).entries();
console.log(it.next().value.join("="), [...it].map((e) => e.join("=")).join(","), it[Symbol.iterator]() === it, String([1].values()));
const isPlain = (v) => typeOf(v) === "Object" && [Object.prototype, null].includes(Object.getPrototypeOf(v));
console.log([{}, Object.create(null), new Page(), [], new Map()].map(isPlain).join(" "));
(() => {
  "use strict";
  class Base { get id() { return 1; } }
  class Derived extends Base {}
  const attempts = [
    () => { new Derived().id = 2; },
    () => { Object.create({ get y() { return 1; } }).y = 2; },
    () => { ({ get z() { return 1; } }).z = 2; },
    () => { Object.freeze({ q: 1 }).q = 2; },
    () => { Object.defineProperty({}, "r", { value: 1 }).r = 2; },
  ];
  for (const f of attempts) {
    try {
      f();
      console.log("no error");
    } catch (e) {
      console.log(e.name, e.message);
    }
  }
})();
console.log(typeOf(JSON), Object.keys(Object.assign({}, { [meta]: 1, x: 2 })).join(), Object.getOwnPropertySymbols(Object.assign({}, { [meta]: 1 })).length);
return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, typeOf(v)]));
