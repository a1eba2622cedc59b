// error: TimeoutExceeded
// limits: {"timeoutMs": 100, "maxMemoryBytes": 2147483648}
// within: 1500ms
// One replace over a string of 128 million characters, the last thing the
// program does: it used to return its value after the timeout.
const s = "x".repeat(2 ** 27)
return s.replace(/x/g, "yy").length
