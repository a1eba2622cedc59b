// value: [[8,16,16,24,33,40,56,56,56,64,72,80],[992,992,984,976,976,976,968,968,960,960,960,960],[1,2,4,11,14,15,17,20,26,29,36,42,55,56,59],[12,21,25,27,33,40,41,44,45,46,47,48,51,52,68],[0,7,27,33,46,49,56,61,65,77,92,95,106,107,121],[41,183,188,244,113,153,194,90,165,290,45,68,91,135,186],["10","9","a","ä","b","z","Z"],["104","104","104","104","104","112","112","112"],[-1,0.5,1,10,100,9],[1,2,4,11,14,15,17,20,26,29,36,42,55,56,59],[null,0,"-0",1,3,null,null],[3,1,2,5,4],[3,null,1,2],[2,null,1],[1,2],true,[1,2,3,null,null],["0","1"],"The comparison function must be either a function or undefined",true,[1,2],true,"TypeError",["a","b"],true]
// Comparators whose calls cannot be observed (differences of numbers,
// localeCompare of strings, joined by ||) and the cases next to them that
// must call the comparator: the order is V8's either way.
const out = []
let seed = 7
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 1000
const nums = Array.from({ length: 300 }, rnd)
out.push(nums.slice().sort((a, b) => a - b).slice(0, 12), nums.slice().sort((a, b) => b - a).slice(0, 12))
const recs = nums.map((v, i) => ({ v: v % 10, i, name: "n" + (v % 37), meta: { score: v % 13 } }))
const ids = (rs) => rs.slice(0, 15).map((r) => r.i)
out.push(ids(recs.slice().sort((p, q) => p.v - q.v)))
out.push(ids(recs.slice().sort((p, q) => q.v - p.v || p.i - q.i)))
out.push(ids(recs.slice().sort((p, q) => { return q.meta.score - p.meta.score })))
out.push(ids(recs.slice().sort((a, b) => a.name.localeCompare(b.name) || b.v - a.v)))
out.push(["b", "a", "ä", "Z", "z", "10", "9"].sort((a, b) => a.localeCompare(b)))
out.push(nums.map(String).sort().slice(0, 8), [10, 9, 1, 100, -1, 0.5].sort())
// Ties keep their order (stable).
out.push(ids(recs.slice().sort(function (a, b) { return a.v - b.v })))
// Infinite values, and -0.
out.push([3, Infinity, -Infinity, 0, -0, Infinity, 1].sort((a, b) => a - b).map((x) => Object.is(x, -0) ? "-0" : x))
// These need the real comparator: a boolean result, NaN, a missing property, a getter, holes, undefined.
out.push([3, 1, 2, 5, 4].sort((a, b) => a > b))
out.push([3, NaN, 1, 2].sort((a, b) => a - b))
out.push([{ v: 2 }, {}, { v: 1 }].sort((a, b) => a.v - b.v).map((o) => o.v))
let reads = 0
const g = [{ v: 2 }, { v: 1 }].map((o) => ({ get v() { reads++; return o.v } }))
out.push(g.sort((a, b) => a.v - b.v).map((o) => o.v), reads > 0)
out.push([3, , 1, undefined, 2].sort((a, b) => a - b), Object.keys([3, , 1].sort((a, b) => a - b)))
// The comparator is still checked, and the array returned.
try { [1, 2].sort(1) } catch (e) { out.push(e.message) }
const same = [2, 1]
out.push(same.sort((a, b) => a - b) === same, [2, 1].toSorted((a, b) => a - b), Object.isFrozen(Object.freeze([1])))
try { Object.freeze([2, 1]).sort((a, b) => a - b) } catch (e) { out.push(e.constructor.name) }
// A localeCompare of its own is called.
const saved = String.prototype.localeCompare
let calls = 0
String.prototype.localeCompare = function (o) { calls++; return saved.call(this, o) }
out.push(["b", "a"].sort((a, b) => a.localeCompare(b)), calls > 0)
String.prototype.localeCompare = saved
return out
