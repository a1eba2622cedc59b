// result: {"ok":true,"value":0,"toolCalls":[]}
// within: 5s
// rss: 300MB
// 300 distinct patterns of 10,000 characters, each used once. The cache of
// compiled patterns was process-wide and kept up to 10,000 of any size for
// the life of the process, and whether a pattern compiled quickly told a
// later run which patterns earlier runs had used; it is per run now and
// bounded at 8 MB (vm's TestRegexpCacheIsPerMachine checks that nothing is
// left behind).
const p = "(a|b)".repeat(2000)
let n = 0
for (let i = 0; i < 300; i++) n += new RegExp(p + i).test("x") ? 1 : 0
return n
