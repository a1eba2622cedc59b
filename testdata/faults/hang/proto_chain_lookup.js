// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// Property lookups along a prototype chain of 300,000 objects: each
// lookup is one instruction.
let p = {}
for (let i = 0; i < 3e5; i++) p = Object.create(p)
for (;;) p.missing
