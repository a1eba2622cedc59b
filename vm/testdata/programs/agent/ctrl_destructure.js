// value: {"entries":["alpha=1","beta=2"],"p":2,"q":1}
// log: 1|write|a|b+c|ann
// log: 2|untitled|none||nobody undefined|untitled|none||nobody
// log: 1 { b: 2, c: 3 } 10 dz [ 40, 50 ]
// log: 2 1
// log: value fb2
// log: 200 first
// log: 200 1
// log: 500 0
// log: k1 1
// log: k2 2
// log: { first: 'A', second: 'def' }
// log: h i 5 h o
// log: 6 5 1
// log: 1 given [ 'd1' ]
// log: null default default
// Destructuring with defaults, rest, renames, nested params, swaps and computed keys.
function planTask({ id, title = "untitled", tags: [primary = "none", ...otherTags] = [], meta: { owner = "nobody" } = {} } = {}) {
  return `${id}|${title}|${primary}|${otherTags.join("+")}|${owner}`;
}
console.log(planTask({ id: 1, title: "write", tags: ["a", "b", "c"], meta: { owner: "ann" } }));
console.log(planTask({ id: 2 }), planTask());
const { a, ...rest } = { a: 1, b: 2, c: 3 };
const [x, , z = "dz", ...tail] = [10, 20, undefined, 40, 50];
console.log(a, rest, x, z, tail);
let p = 1, q = 2;
[p, q] = [q, p];
console.log(p, q);
const key = "dynamic";
const { [key]: dyn = "fallback", [`${key}2`]: dyn2 = "fb2" } = { dynamic: "value" };
console.log(dyn, dyn2);
const responses = [
  { status: 200, body: { items: [{ name: "first" }] } },
  { status: 500, body: null },
];
for (const { status, body: { items: [{ name } = {}] = [] } = {} } of responses.slice(0, 1)) console.log(status, name);
for (const { status, body } of responses) console.log(status, body?.items?.length ?? 0);
const map = new Map([["k1", { v: 1 }], ["k2", { v: 2 }]]);
for (const [k, { v }] of map) console.log(k, v);
const obj = {};
({ a: obj.first, b: obj["second"] = "def" } = { a: "A" });
console.log(obj);
const [m1, m2] = "hi";
const { length } = "hello";
const { 0: firstChar, [4]: lastChar } = "hello";
console.log(m1, m2, length, firstChar, lastChar);
function sum(first, ...nums) {
  return first + nums.reduce((s, n) => s + n, 0);
}
console.log(sum(1, 2, 3), sum(5), sum.length);
const defaultsOrder = [];
const { d1 = defaultsOrder.push("d1"), d2 = defaultsOrder.push("d2") } = { d2: "given" };
console.log(d1, d2, defaultsOrder);
const nullDefault = ({ v = "default" }) => v;
console.log(nullDefault({ v: null }), nullDefault({ v: undefined }), nullDefault({}));
const entries = Object.entries({ alpha: 1, beta: 2 }).map(([k, v]) => `${k}=${v}`);
return { entries, p, q };
