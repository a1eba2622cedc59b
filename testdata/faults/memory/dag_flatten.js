// error: ExecutionFailure: ...memory limit exceeded...
// limits: {"maxMemoryBytes": 67108864}
// rss: 192MB
// within: 20s
// A DAG of depth 30 flattened into a tree by a recursive copy: 2^30 leaves.
let o = [1]
for (let i = 0; i < 30; i++) o = [o, o]
function flat(x, d) { return d === 0 ? x : [flat(x[0], d - 1), flat(x[1], d - 1)] }
return flat(o, 30).length
