// log: true 5
// log: [["next"],"next",0,"Array Iterator",false,false,true]
// log: [["next"],"next",0,"String Iterator",false,false,true]
// log: [["next"],"next",0,"Map Iterator",false,false,true]
// log: [["next"],"next",0,"Set Iterator",false,false,true]
// log: [["next"],"next",0,"RegExp String Iterator",false,false,true]
// log: [object Array Iterator],[object String Iterator],[object Map Iterator],[object Set Iterator],[object RegExp String Iterator]
// log: TypeError
// log: Method Array Iterator.prototype.next called on incompatible receiver #<Object>
// log: TypeError
// log: Method String Iterator.prototype.next called on incompatible receiver #<Object>
// log: TypeError
// log: Method Map Iterator.prototype.next called on incompatible receiver #<Object>
// log: TypeError
// log: Method Set Iterator.prototype.next called on incompatible receiver #<Object>
// log: TypeError
// log: Method %RegExpStringIterator%.prototype.next called on incompatible receiver #<Object>
// log: true true true
// log: [0,2] {"done":true} false
// log: Object [Array Iterator] {} Object [String Iterator] {} [Map Entries] { [ 1, 2 ] } [Set Iterator] { 1 } Object [RegExp String Iterator] {}
// log: [[10,20],[30],[40],50,60,["A","B"],["C"],[],0]
// log: [["x","y"],["1","2"],"String.prototype[Symbol.iterator] called on null or undefined","String.prototype[Symbol.iterator] called on null or undefined","SyntaxError"]
// Each kind of built-in iterator has its own prototype with its own next
// and a [Symbol.toStringTag] string, all inheriting from Iterator.prototype.
const its = [[1, 2].values(), "ab"[Symbol.iterator](), new Map([[1, 2]]).entries(), new Set([1]).values(), "a1a2".matchAll(/a(\d)/g)]
const protos = its.map(Object.getPrototypeOf)
const IteratorProto = Object.getPrototypeOf(protos[0])
console.log(protos.every(p => Object.getPrototypeOf(p) === IteratorProto), new Set(protos).size)
for (const p of protos) {
  const d = Object.getOwnPropertyDescriptor(p, Symbol.toStringTag)
  console.log(JSON.stringify([Object.getOwnPropertyNames(p), p.next.name, p.next.length, d.value, d.writable, d.enumerable, d.configurable]))
}
console.log(its.map(it => Object.prototype.toString.call(it)).join())
for (const p of protos) {
  for (const other of its) {
    try { p.next.call(other) } catch (e) { console.log(e.constructor.name); break }
  }
  try { p.next.call({}) } catch (e) { console.log(e.message) }
}
console.log([1].keys().next === [].entries().next, new Map().keys().next === new Map().values().next, new Set().entries().next === new Set().keys().next)
const it = "xyx".matchAll(/x/g)
console.log(JSON.stringify([...it].map(m => m.index)), JSON.stringify(it.next()), Object.hasOwn(it, "next"))
console.log(its[0], its[1], its[2], its[3], its[4])
// A program may replace next on the shared prototype.
const ArrayIter = protos[0], original = ArrayIter.next
ArrayIter.next = function () { const r = original.call(this); return r.done ? r : { value: r.value * 10, done: false } }
const replaced = [[...[1, 2].values()], Array.from([3].values()), [...[4]]]
for (const x of [5]) replaced.push(x)
const [y] = [6]
replaced.push(y)
ArrayIter.next = original
const StringIter = protos[1], stringNext = StringIter.next
StringIter.next = function () { const r = stringNext.call(this); return r.done ? r : { value: r.value.toUpperCase(), done: false } }
replaced.push([..."ab"], [...new String("c")])
StringIter.next = stringNext
const SetIter = protos[3], setNext = SetIter.next
SetIter.next = function () { return { value: undefined, done: true } }
replaced.push([...new Set([1])], new Set([...new Set([2])]).size)
SetIter.next = setNext
console.log(JSON.stringify(replaced))
// String.prototype[Symbol.iterator] reads any receiver as its string.
const strIter = String.prototype[Symbol.iterator]
const conv = [[...strIter.call({ toString() { return "xy" } })], [...strIter.call(12)]]
for (const bad of [null, undefined]) {
  try { strIter.call(bad) } catch (e) { conv.push(e.message) }
}
try { "a".normalize({ toString() { throw new SyntaxError("form") } }) } catch (e) { conv.push(e.name) }
console.log(JSON.stringify(conv))
