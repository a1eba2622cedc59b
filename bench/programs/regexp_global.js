// Global regexp loops over a 100,000-character string: replace, match,
// matchAll and split, each with a pattern the literal fast path skips.
const s = "ab1 cd22 ".repeat(11112).slice(0, 100000)
let n = 0
n += s.replace(/[a-c]/g, "x").length
n += s.replace(/(\d+)/g, "<$1>").length
n += s.match(/\d+/g).length
for (const m of s.matchAll(/(\w)(\d)/g)) n += m.index & 1
n += s.split(/\s+/).length
return n
