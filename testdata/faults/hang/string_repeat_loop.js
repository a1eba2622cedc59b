// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// Big repeats and pads in a loop.
for (;;) { "x".repeat(2 ** 24); "y".padStart(2 ** 22, "ab") }
