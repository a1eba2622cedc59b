// error: ExecutionFailure: ...memory limit exceeded...
// within: 3s
// rss: 900MB
// A chain of 100,000 binds: each name is "bound " longer than the last
// (30 GB in all), so the chain ends at the memory limit instead of hanging.
let f = function () { return 7 }
for (let i = 0; i < 100000; i++) f = f.bind()
return [f.name.length, f()]
