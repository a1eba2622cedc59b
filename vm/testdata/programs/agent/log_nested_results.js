// log: {
// log:   query: 'weather in paris',
// log:   status: 'ok',
// log:   hits: [
// log:     { id: 1, title: 'Paris forecast', meta: [Object] },
// log:     { id: 2, title: 'Paris climate', meta: [Object] }
// log:   ],
// log:   paging: { next: { cursor: [Object] } }
// log: }
// log: [
// log:   { id: 1, title: 'Paris forecast', meta: { source: [Object] } },
// log:   {
// log:     id: 2,
// log:     title: 'Paris climate',
// log:     meta: { source: [Object], tags: [Array] }
// log:   }
// log: ]
// log: [ [ [ [Array] ] ] ] { a: { b: { c: {} } } } { a: { b: { c: [] } } }
// log: { a: { b: { c: [Object] } }, arr: [ [ [Array] ] ] }
// log: { level1: { level2: { level3: [Map], set: [Set] } } }
// log: { x: { y: { z: [Array], w: [Object] } } }
// log: [
// log:   { id: 0, name: 'user0', roles: [ [Object] ] },
// log:   { id: 1, name: 'user1', roles: [ [Object] ] },
// log:   { id: 2, name: 'user2', roles: [ [Object] ] }
// log: ]
// log: { data: { items: [ [Object], [Object], [Object] ] } }
// A search tool's result, nested beyond the default depth.
const result = {
  query: "weather in paris",
  status: "ok",
  hits: [
    { id: 1, title: "Paris forecast", meta: { source: { name: "meteo", region: { code: "FR" } } } },
    { id: 2, title: "Paris climate", meta: { source: { name: "wiki" }, tags: ["climate", "europe"] } },
  ],
  paging: { next: { cursor: { token: "abc" } } },
};
console.log(result);
console.log(result.hits);
console.log([[[[1]]]], { a: { b: { c: {} } } }, { a: { b: { c: [] } } });
console.log({ a: { b: { c: { d: 1 } } }, arr: [[[["deep"]]]] });
console.log({ level1: { level2: { level3: new Map([[1, 2]]), set: new Set([1]) } } });
console.log({ x: { y: { z: [1, 2, 3], w: { v: 1 } } } });
const users = [];
for (let i = 0; i < 3; i++) users.push({ id: i, name: "user" + i, roles: [{ name: "admin", perms: ["read", "write"] }] });
console.log(users);
console.log({ data: { items: users } });
