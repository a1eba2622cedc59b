// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// match with the g flag over 16 million matches, again and again: each
// call's matching is charged and looks at the interrupt flag.
const s = "ab".repeat(1 << 23)
for (;;) s.match(/a/g)
