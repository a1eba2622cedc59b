// value: [9,8,[9,8],[null,null],["own"],["0:a1","3:b2","6:c3"],["1","2","3"],4,3,4,"1",["2","3"]]
// A built-in iterator is stepped by the methods the program sees: its
// [Symbol.iterator] (for-of and spread call it) and its next, also when
// the program replaces them.
const out = []
const IP = Object.getPrototypeOf(Object.getPrototypeOf([].values()))
const self = IP[Symbol.iterator]
IP[Symbol.iterator] = function () { return [9, 8].values() }
for (const x of [1, 2].values()) out.push(x)
out.push([...new Map([[1, 2]]).keys()], [..."ab".matchAll(/./g)].map((m) => m[0]))
IP[Symbol.iterator] = self
const it = [1, 2].values()
it[Symbol.iterator] = function () { return ["own"].values() }
out.push([...it])
// matchAll: the built-in next, a replaced one, and a replaced exec.
const text = "a1 b2 c3"
const all = []
for (const m of text.matchAll(/(\w)(\d)/g)) all.push(m.index + ":" + m[1] + m[2])
out.push(all)
const RSIP = Object.getPrototypeOf("".matchAll(/x/g))
const next = RSIP.next
let calls = 0
RSIP.next = function () { calls++; return next.call(this) }
out.push([...text.matchAll(/\d/g)].map((m) => m[0]), calls)
RSIP.next = next
const rx = /\d/g
rx.exec = function (s) { calls++; return RegExp.prototype.exec.call(this, s) }
out.push([...text.matchAll(rx)].length, calls)
// A loop that stops early leaves lastIndex where the last match left it.
const iter = text.matchAll(/\d/g)
for (const m of iter) { out.push(m[0]); break }
out.push([...iter].map((m) => m[0]))
return out
