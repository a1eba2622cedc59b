// value: {"n":"defaulted","retries":7,"t":5,"u":"and-assigned","x":3,"y":2}
// log: 7 retries=7 [ '_retries', 'retries', 'summary' ] {"_retries":7,"retries":7,"summary":"retries=7"}
// log: function undefined true true
// log: SELECT * FROM $1 WHERE id = $2 -- ["users",42]
// log: [ 'a\\nb\\t', 'a\nb\t', true, true ]
// log: true C:\path\${"file"}.txt
// log: [ 1, 2 ] fallback
// log: 3 2 undefined undefined undefined
// log: true true false true false true true
// log: true false true true {"nested":{}}
// log: 3 false [ 1, <1 empty item>, 3 ] [1,null,3]
// log: undefined true object object function function symbol bigint
// log: called undefined called undefined
// log: defaulted 5 and-assigned 0 empty nullish
// log: 11 a0,b1 1024 -4 1 -1
// Getters in object literals, tagged templates, optional catch binding, comma/void/in/delete, typeof undeclared.
const cfg = {
  _retries: 2,
  get retries() {
    return this._retries;
  },
  set retries(v) {
    this._retries = Math.max(0, v | 0);
  },
  get summary() {
    return `retries=${this.retries}`;
  },
};
cfg.retries = 7.9;
console.log(cfg.retries, cfg.summary, Object.keys(cfg), JSON.stringify(cfg));
const d = Object.getOwnPropertyDescriptor(cfg, "summary");
console.log(typeof d.get, d.set, d.enumerable, d.configurable);
function sql(strings, ...values) {
  return strings.reduce((acc, s, i) => acc + s + (i < values.length ? `$${i + 1}` : ""), "") + " -- " + JSON.stringify(values);
}
const table = "users", id = 42;
console.log(sql`SELECT * FROM ${table} WHERE id = ${id}`);
function raw(strings) {
  return [strings.raw[0], strings[0], Object.isFrozen(strings), Array.isArray(strings.raw)];
}
console.log(raw`a\nb\t${1}`);
const tagCache = [];
const tag = (s) => { tagCache.push(s); return s.length; };
for (let i = 0; i < 2; i++) tag`x${i}y`;
console.log(tagCache[0] === tagCache[1], String.raw`C:\path\${"file"}.txt`);
function parseOr(text, fallback) {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}
console.log(parseOr("[1,2]", null), parseOr("{bad", "fallback"));
let x = (1, 2, 3);
let calls = 0;
const y = (calls++, calls++, calls);
console.log(x, y, void 0, void "ignored", typeof void 0);
const obj = { a: 1, b: undefined, nested: { c: 3 } };
console.log("a" in obj, "b" in obj, "z" in obj, 0 in [5], 1 in [5], "length" in [], "toString" in obj);
console.log(delete obj.a, "a" in obj, delete obj.missing, delete obj.nested.c, JSON.stringify(obj));
const arr = [1, 2, 3];
delete arr[1];
console.log(arr.length, 1 in arr, arr, JSON.stringify(arr));
console.log(typeof undeclaredThing, typeof undeclaredThing === "undefined", typeof null, typeof [], typeof function () {}, typeof class {}, typeof Symbol(), typeof 1n);
if (typeof fetchLater === "function") console.log("never");
const maybe = { deep: { fn: () => "called" } };
console.log(maybe?.deep?.fn?.(), maybe.nope?.fn(), maybe.deep["fn"]?.(), maybe?.["deep"]?.missing?.x);
let n = null;
n ??= "defaulted";
let t = 0;
t ||= 5;
let u = 1;
u &&= "and-assigned";
console.log(n, t, u, 0 ?? "zero", "" || "empty", null?.x ?? "nullish");
const o2 = { count: 0 };
o2.count++;
o2["count"] += 10;
console.log(o2.count, [..."ab"].map((c, i) => c + i).join(), 2 ** 10, -(2 ** 2), 7 % -3, -7 % 3);
return { retries: cfg.retries, x, y, n, t, u };
