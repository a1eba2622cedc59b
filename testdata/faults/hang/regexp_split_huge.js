// error: TimeoutExceeded
// limits: {"timeoutMs": 300, "maxMemoryBytes": 1073741824}
// within: 800ms
// split by a regexp over a long string, in a loop.
const s = "a,".repeat(1 << 22)
for (;;) s.split(/,/)
