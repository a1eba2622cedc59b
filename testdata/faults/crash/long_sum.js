// kind: ok
// within: 3s
// rss: 400MB
// A sum of 250,000 terms (a megabyte): the parser builds it in a loop, and
// the compiler must not walk its tree, as deep as the sum is long, by
// recursion.
// source: "let a = 1; return " + "a + ".repeat(250000) + "a"
