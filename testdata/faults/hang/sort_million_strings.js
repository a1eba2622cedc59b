// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// The default sort of a million strings (20 million comparisons), again
// and again.
const a = []
for (let i = 0; i < 1e6; i++) a.push("k" + (i * 7919 % 1e6))
for (;;) a.slice().sort()
