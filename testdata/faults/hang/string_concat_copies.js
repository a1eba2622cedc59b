// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// A loop with no call: each s + "b" copies 16 MB.
const s = "a".repeat(1 << 24)
let t
for (;;) t = s + "b"
