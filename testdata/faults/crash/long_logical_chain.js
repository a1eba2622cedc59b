// kind: ok
// within: 3s
// rss: 400MB
// 200,000 operands of && and ||, as one expression.
// source: "let a = 1; return " + "a && a || ".repeat(100000) + "a"
