// value: {"objs":[{"id":1,"name":"ann"},{"id":2,"name":"bob"}],"secondTitle":"untitled","status":200,"tail":[4,5]}
// log: 200 A untitled 2 null computed json n/a
// log: 2 {"next":null} status,headers
// log: 1 null [4,5]
// log: 2 1
// log: [{"id":1,"name":"ann"},{"id":2,"name":"bob"}]
// log: Ann:31 Bob:? Cy:0
// log: 10/0/id/asc 5/0/id/asc 10/0/id/desc null/0/id/asc
// log: 5 h o
// log: value d2
// log: k1 1
// log: k2 2
// log: [{"name":"alpha","value":1,"index":0},{"name":"beta","value":2,"index":1}]
// log: 7 8 9
// log: undefined undefined
// log: TypeError Cannot destructure property 'fetchResult' of 'undefined' as it is undefined.
// log: TypeError null is not iterable
// log: TypeError Cannot destructure property 'w' of 'null' as it is null.
// log: function 3
// Destructuring tool results with defaults, renames, nested patterns, rest and swaps.
const result = { status: 200, body: { items: [{ id: 1, title: "A" }, { id: 2 }], next: null }, headers: { "content-type": "json", "x-rate": "5" } };
const { status, body: { items: [first, { title: secondTitle = "untitled", id: secondId } = {}], next = "end", total = items0len() }, headers: { "content-type": ctype, "x-missing": missing = "n/a" } } = result;
function items0len() { return "computed"; }
console.log(status, first.title, secondTitle, secondId, next, total, ctype, missing);
const { body: { items, ...restBody }, ...restTop } = result;
console.log(items.length, JSON.stringify(restBody), Object.keys(restTop).join(","));
const [a = 1, , c = 3, ...tail] = [undefined, 2, null, 4, 5];
console.log(a, c, JSON.stringify(tail));
let x = 1, y = 2;
[x, y] = [y, x];
console.log(x, y);
const rows = [["id", "name"], [1, "ann"], [2, "bob"]];
const [header, ...data] = rows;
const objs = data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
console.log(JSON.stringify(objs));
const users = [{ name: "Ann", meta: { age: 31 } }, { name: "Bob" }, { name: "Cy", meta: { age: 0 } }];
console.log(users.map(({ name, meta: { age = "?" } = {} }) => `${name}:${age}`).join(" "));
const fn = ({ limit = 10, offset = 0, sort: { field = "id", dir = "asc" } = {} } = {}) => `${limit}/${offset}/${field}/${dir}`;
console.log(fn(), fn({ limit: 5 }), fn({ sort: { dir: "desc" } }), fn({ limit: null, offset: undefined }));
const { length, 0: firstChar, [length - 1]: lastChar } = "hello";
console.log(length, firstChar, lastChar);
const key = "dyn";
const { [key]: dynVal = "default", [`${key}2`]: dyn2 = "d2" } = { dyn: "value" };
console.log(dynVal, dyn2);
const map = new Map([["k1", { v: 1 }], ["k2", { v: 2 }]]);
for (const [k, { v }] of map) console.log(k, v);
const entries = Object.entries({ alpha: 1, beta: 2 }).map(([name, value], index) => ({ name, value, index }));
console.log(JSON.stringify(entries));
const [[p, q] = [7, 8], { r } = { r: 9 }] = [];
console.log(p, q, r);
try {
  const { deep: { er } = {}, list: [head] = [] } = {};
  console.log(er, head);
  const { fetchResult } = undefined;
} catch (e) {
  console.log(e.name, e.message);
}
try {
  const [z] = null;
} catch (e) {
  console.log(e.name, e.message);
}
try {
  const { w } = null;
} catch (e) {
  console.log(e.name, e.message);
}
const { toFixed } = 5, { length: len } = [1, 2, 3];
console.log(typeof toFixed, len);
return { status, secondTitle, tail, objs };
