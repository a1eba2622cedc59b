// error: TimeoutExceeded: ...the run took longer than timeoutMs (100 ms)...
// limits: {"timeoutMs": 100, "maxSourceBytes": 8388608}
// within: 300ms
// rss: 800MB
// source: "let x = 0\n" + "x = x + 1; if (x > 3) { x = x - 1 }\n".repeat(120000) + "return x"
// timeoutMs counts the parse and the compilation of the program too.
