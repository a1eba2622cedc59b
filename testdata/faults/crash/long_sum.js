// within: 4s
// limits: {"maxSourceBytes": 8388608}
// rss: 240MB
// source: "let a = 1; return " + "a + ".repeat(500000) + "a"
// A sum of 500,000 terms (2 MB): the parser builds it in a loop, and the
// compiler must not walk its tree, as deep as the sum is long, by
// recursion (that took hundreds of megabytes of stack).
