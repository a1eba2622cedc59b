// result: {"ok":true,"value":1,"toolCalls":[]}
// within: 3s
// A thenable resolving with a thenable, 100,000 deep: resolved by jobs,
// not by recursion.
let t = { then(r) { r(1) } }
for (let i = 0; i < 100000; i++) { const prev = t; t = { then(r) { r(prev) } } }
return await t
