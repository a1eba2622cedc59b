// log: <ref *1> { name: 'a', self: [Circular *1] }
// log: <ref *1> {
// log:   name: 'parent',
// log:   children: [ { name: 'child', parent: [Circular *1] } ]
// log: }
// log: <ref *1> {
// log:   name: 'child',
// log:   parent: { name: 'parent', children: [ [Circular *1] ] }
// log: }
// log: [
// log:   <ref *1> { id: 'x', y: { id: 'y', x: [Circular *1] } },
// log:   <ref *2> { id: 'y', x: <ref *1> { id: 'x', y: [Circular *2] } }
// log: ]
// log: <ref *1> [ 1, 2, [Circular *1] ]
// log: <ref *1> Map(1) { 'me' => [Circular *1] }
// log: {
// log:   a: <ref *1> { back: [Circular *1] },
// log:   b: <ref *2> { back: [Circular *2] }
// log: }
// log: <ref *1> {
// log:   inner: <ref *2> { deeper: { top: [Circular *1], mid: [Circular *2] } }
// log: }
// log: { s: <ref *1> Set(1) { [Circular *1] } }
// Circular references are marked <ref *N> and [Circular *N].
const a = { name: "a" };
a.self = a;
console.log(a);
const parent = { name: "parent", children: [] };
const child = { name: "child", parent };
parent.children.push(child);
console.log(parent);
console.log(child);
const x = { id: "x" };
const y = { id: "y", x };
x.y = y;
console.log([x, y]);
const list = [1, 2];
list.push(list);
console.log(list);
const m = new Map();
m.set("me", m);
console.log(m);
const two = { a: {}, b: {} };
two.a.back = two.a;
two.b.back = two.b;
console.log(two);
const outer = { inner: { deeper: {} } };
outer.inner.deeper.top = outer;
outer.inner.deeper.mid = outer.inner;
console.log(outer);
const s = new Set();
s.add(s);
console.log({ s });
