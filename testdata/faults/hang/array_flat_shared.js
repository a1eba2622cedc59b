// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// flat(Infinity) over arrays sharing their subarrays: 2^40 elements to
// visit in one call.
let x = [1]
for (let i = 0; i < 40; i++) x = [x, x]
x.flat(Infinity)
