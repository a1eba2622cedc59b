// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// JSON.stringify and JSON.parse of a value with a million elements.
const a = []
for (let i = 0; i < 1e6; i++) a.push({ i })
for (;;) JSON.parse(JSON.stringify(a))
