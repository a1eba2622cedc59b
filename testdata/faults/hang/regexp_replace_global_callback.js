// error: TimeoutExceeded
// limits: {"timeoutMs": 300}
// within: 800ms
// A global replace with a callback over ten million matches (several
// times what the timeout lets it do on a fast machine).
const s = "a".repeat(10000000)
return s.replace(/a/g, () => "bb").length
