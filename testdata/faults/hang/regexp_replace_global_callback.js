// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// A global replace with a callback over two million matches.
const s = "a".repeat(2000000)
return s.replace(/a/g, () => "bb").length
