// value: [[[1,10],[2,20],[3,30]],[[null,null,1,0],[null,null,2,1],[null,null,3,2]],[[1,0,1],[2,1,2]],2,[[2,[4,6]],8,[[10]]],[101,"caught 2",103],5,[6,10],24995000,715,2500]
// A callback loop starts each call of a plain callback over in the frame
// of the last one: nothing of one call may leak into the next.
const out = []
// Closures made by each call keep that call's parameters and locals.
const fs = [1, 2, 3].map((x) => { let y = x * 10; return () => [x, y] })
out.push(fs.map((f) => f()))
// Locals start undefined, and let bindings are fresh for every call.
out.push([1, 2, 3].map((x, i) => { var v; let w; const before = [v, w]; v = x; w = i; return before.concat([v, w]) }))
// Default parameters are evaluated for every call.
let calls = 0
out.push([1, 2].map((x, i = 99, arr, d = ++calls) => [x, i, d]), calls)
// The same callback in a loop inside its own loop.
const deep = (x) => (Array.isArray(x) ? x.map(deep) : x * 2)
out.push(deep([[1, [2, 3]], 4, [[5]]]))
// try/finally and this in a callback, and callbacks that throw and are caught inside.
out.push([1, 2, 3].map(function (x) { try { if (x === 2) throw x; return this.k + x } catch (e) { return "caught " + e } finally { calls++ } }, { k: 100 }), calls)
// A callback that recurses through the loop's array.
const sums = [3, 4].map(function sum(n) { return n <= 0 ? 0 : n + sum(n - 1) })
out.push(sums)
// Many calls: the reused frame's stack slots are overwritten each time.
let total = 0
const big = Array.from({ length: 5000 }, (_, i) => i)
big.forEach((x, i, arr) => { const t = [x, i, arr.length]; total += t[0] + t[1] })
out.push(total, big.filter((x) => { let keep = x % 7 === 0; return keep }).length, big.reduce((s, x) => { const d = x & 1; return s + d }, 0))
return out
