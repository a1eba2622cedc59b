// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// replace with a callback over a non-literal pattern (the engine's path).
const s = "ab".repeat(1 << 20)
for (;;) s.replace(/[ab]/g, (m) => m + m)
