// within: 4s
// limits: {"maxSourceBytes": 8388608}
// rss: 240MB
// source: "let a = 1; return " + "a && a || ".repeat(250000) + "a"
// 500,000 operands of && and ||, as one expression.
