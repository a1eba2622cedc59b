// log: { id: 1, name: 'Alice', email: 'alice@example.com', active: true }
// log: {
// log:   id: 1,
// log:   name: 'Alice',
// log:   email: 'alice@example.com',
// log:   active: true,
// log:   age: 30
// log: }
// log: {
// log:   id: 1,
// log:   name: 'Alice',
// log:   email: 'alice@example.com',
// log:   active: true,
// log:   age: 30,
// log:   x: 1
// log: }
// log: {
// log:   a: 1,
// log:   b: 2,
// log:   c: 3,
// log:   d: 4,
// log:   e: 5,
// log:   f: 6,
// log:   g: 7,
// log:   h: 8,
// log:   i: 9,
// log:   j: 10,
// log:   k: 11,
// log:   l: 12,
// log:   m: 13
// log: }
// log: {
// log:   a: 1,
// log:   b: 2,
// log:   c: 3,
// log:   d: 4,
// log:   e: 5,
// log:   f: 6,
// log:   g: 7,
// log:   h: 8,
// log:   i: 9,
// log:   j: 10,
// log:   k: 11,
// log:   l: 12,
// log:   m: 13,
// log:   n: 14,
// log:   o: 15,
// log:   p: 16,
// log:   q: 17,
// log:   r: 18,
// log:   s: 19
// log: }
// log: { user: { id: 1, name: 'Bob' }, order: { id: 99, total: 12.5 } }
// log: {
// log:   user: { id: 1, name: 'Bob', email: 'bob@example.com' },
// log:   order: { id: 99, total: 12.5, items: 3 }
// log: }
// log: [ { a: 1 }, { b: 2 }, { c: 3 } ]
// log: [
// log:   { name: 'widget', price: 9.99, qty: 3 },
// log:   { name: 'gadget', price: 19.99, qty: 1 }
// log: ]
// log: { list: [ 1, 2, 3 ], map: { a: 1 }, str: 's' }
// log: { a: { b: { c: 1 } }, d: { e: { f: 2 } }, g: { h: { i: 3 } } }
// log: {
// log:   deeply: { nested: { objects: [Object] } },
// log:   and: 'more',
// log:   things: [ 1, 2 ]
// log: }
// log: label: {
// log:   id: 1,
// log:   name: 'Alice',
// log:   email: 'alice@example.com',
// log:   active: true,
// log:   age: 30,
// log:   x: 1
// log: }
// log: [ [ 1, 2, [ 3, 4, [Array] ] ], { k: [ [Object] ] } ]
// Objects that fit within the 80/72-column budget stay on one line.
console.log({ id: 1, name: "Alice", email: "alice@example.com", active: true });
console.log({ id: 1, name: "Alice", email: "alice@example.com", active: true, age: 30 });
console.log({ id: 1, name: "Alice", email: "alice@example.com", active: true, age: 30, x: 1 });
console.log({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, l: 12, m: 13 });
console.log({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, l: 12, m: 13, n: 14, o: 15, p: 16, q: 17, r: 18, s: 19 });
console.log({ user: { id: 1, name: "Bob" }, order: { id: 99, total: 12.5 } });
console.log({ user: { id: 1, name: "Bob", email: "bob@example.com" }, order: { id: 99, total: 12.5, items: 3 } });
console.log([{ a: 1 }, { b: 2 }, { c: 3 }]);
console.log([{ name: "widget", price: 9.99, qty: 3 }, { name: "gadget", price: 19.99, qty: 1 }]);
console.log({ list: [1, 2, 3], map: { a: 1 }, str: "s" });
console.log({ a: { b: { c: 1 } }, d: { e: { f: 2 } }, g: { h: { i: 3 } } });
console.log({ deeply: { nested: { objects: { go: "here" } } }, and: "more", things: [1, 2] });
console.log("label:", { id: 1, name: "Alice", email: "alice@example.com", active: true, age: 30, x: 1 });
console.log([[1, 2, [3, 4, [5, 6]]], { k: [{ v: 1 }] }]);
