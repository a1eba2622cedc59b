// log: [object RegExp String Iterator] function true
// log: {
// log:   value: [ '1', index: 1, input: 'a1b22c', groups: undefined ],
// log:   done: false
// log: } [ '22' ] { value: undefined, done: true }
// log: [ 0, 1, 2, 3 ] [ 0, 2, 4 ]
// log: 2 99
// log: 3
// log: 200000
// matchAll's iterator runs one exec per next(): a loop that stops early
// does no more work, and a million matches are never held at once.
const it = "a1b22c".matchAll(/\d+/g);
console.log(Object.prototype.toString.call(it), typeof it.next, it[Symbol.iterator]() === it);
console.log(it.next(), [...it].map((m) => m[0]), it.next());
console.log([..."aaa".matchAll(/(?:)/g)].map((m) => m.index), [..."😀😀".matchAll(/(?:)/gu)].map((m) => m.index));
const r = /a/g;
const it2 = "aXa".matchAll(r);
r.lastIndex = 99;
console.log([...it2].length, r.lastIndex);
let execs = 0;
class Counting extends RegExp {
  exec(s) {
    execs++;
    return super.exec(s);
  }
}
for (const m of "xxxxxxxx".matchAll(new Counting("x", "g"))) {
  if (m.index === 2) break;
}
console.log(execs);
let c = 0;
for (const m of "ab".repeat(200000).matchAll(/b/g)) c += m.index & 1;
console.log(c);
