// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// for-in along a prototype chain of 300,000 objects.
let p = { k: 1 }
for (let i = 0; i < 3e5; i++) p = Object.create(p)
for (;;) for (const k in p) {}
