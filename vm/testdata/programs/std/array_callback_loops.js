// value: [[10,21,null,43,54],[1,5],true,true,null,2,4,-1,12,134,"5,4,2,1",[["t",1,0,true],["t",2,1,true],["t",4,3,true],["t",5,4,true]],[3,3],[3,3],["undefined","undefined"],[1,2,3],4,[1,2],[1,2,30],[1,null,3],[1,2,"proto"],null,1,[1,2,"got"],"stop at 2","TypeError","Class constructors cannot be invoked without 'new'","Reduce of empty array with no initial value","null is not a function",[6,6],[7,8],true,[1,2],[1],[11,12],true,[2,4,6],["A","B"],true,[1,[1],2,[2]],[1,3,4],[1,"got"],[2,3]]
// The callback methods over dense arrays, with callbacks that change the
// array, its prototype or the method's this while the loop runs.
const out = []
const a = [1, 2, , 4, 5]
out.push(a.map((x, i) => x * 10 + i), a.filter((x) => x % 2), a.some((x) => x > 4), a.every((x) => x > 0))
out.push(a.find((x) => x === undefined), a.findIndex((x) => x === undefined), a.findLast((x) => x < 5), a.findLastIndex((x) => x > 100))
out.push(a.reduce((s, x) => s + x), a.reduce((s, x, i) => s + x * i, 100), a.reduceRight((s, x) => s + "," + x))
let seen = []
a.forEach(function (x, i, arr) { seen.push([this.k, x, i, arr === a]) }, { k: "t" })
out.push(seen)
// Arguments past the callback's parameters still reach rest parameters and arguments.
out.push([7, 8].map((...args) => args.length), [7, 8].map(function () { return arguments.length }))
out.push([1, 2].map((x, i, arr, extra) => typeof extra))
// The length is read once; elements are read when their turn comes.
const grow = [1, 2, 3]
out.push(grow.map((x, i) => { if (i === 0) grow.push(4); return x }), grow.length)
const shrink = [1, 2, 3, 4]
out.push(shrink.filter((x, i) => { if (i === 0) shrink.length = 2; return true }))
const change = [1, 2, 3]
out.push(change.map((x, i) => { if (i === 0) change[2] = 30; return x }))
const holes = [1, 2, 3]
out.push(holes.map((x, i) => { if (i === 0) delete holes[1]; return x }))
// An element inherited from the prototype once the array has a hole there.
const inherit = [1, 2, 3]
out.push(inherit.map((x, i) => { if (i === 0) { Array.prototype[2] = "proto"; delete inherit[2] } return x }))
out.push([, ,].find((x, i) => i === 0 && x === undefined), [, "b"].findIndex((x) => x === "b"))
delete Array.prototype[2]
// A getter on an index, added by the callback.
const getter = [1, 2, 3]
out.push(getter.map((x, i) => { if (i === 0) Object.defineProperty(getter, 2, { get() { return "got" } }); return x }))
// Errors from the callback leave the loop; the caller catches them.
try { [1, 2, 3].forEach((x) => { if (x === 2) throw new Error("stop at " + x) }) } catch (e) { out.push(e.message) }
try { [1].map(class {}) } catch (e) { out.push(e.constructor.name, e.message) }
try { [].reduceRight((s, x) => s) } catch (e) { out.push(e.message) }
try { [1].map(null) } catch (e) { out.push(e.message) }
// Loops inside loops, and a loop inside a getter inside a loop.
out.push([[1, 2], [3]].map((r) => r.map((x) => x * 2).reduce((s, x) => s + x, 0)))
const o = { get total() { return [1, 2, 3].reduce((s, x) => s + x) } }
out.push([1, 2].map((x) => x + o.total))
// Async callbacks give their promises.
out.push([1, 2].map(async (x) => x).every((p) => p instanceof Promise))
// Built-in and bound callbacks, a subclass's species, a generic receiver.
out.push(["1", "2"].map(Number), [0, 1, ""].filter(Boolean), [1, 2].map(((x, y) => x + y).bind(null, 10)))
class MyArray extends Array {}
const mine = MyArray.from([1, 2, 3]).map((x) => x * 2)
out.push(mine instanceof MyArray, Array.from(mine))
out.push(Array.prototype.map.call({ length: 2, 0: "a", 1: "b" }, (x) => x.toUpperCase()), Array.prototype.some.call("abc", (c) => c === "c"))
// flatMap flattens one level: an array's present elements, a getter's value.
const withGetter = [1, 2]
Object.defineProperty(withGetter, 1, { get() { return "got" } })
out.push([1, 2].flatMap((x) => [x, [x]]), [[1, , 3], 4].flatMap((x) => x), [0].flatMap(() => withGetter))
// Frozen arrays are read, not written.
out.push(Object.freeze([1, 2]).map((x) => x + 1))
return out
