// Tools of every kind and extension functions interleaved: a durable job
// in flight while sync and async extension calls and plain calls run.
const fs = require("node:fs")
const job = tools.testkit.job({ ms: 30, value: "j" })
const a = fs.readFileSync("one.txt")
const [b, s] = await Promise.all([fs.promises.readFile("two.txt"), tools.testkit.add({ a: a.length, b: 2 })])
const d = digest(a + b)
const j = await job
const e = await tools.testkit.echo({ d, j: j.value, s: s.sum })
return e
