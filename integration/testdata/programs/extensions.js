// result: {"ok":true,"value":{"first":"text of a.txt","b":"async text of b.txt","c":"async text of c.txt","sum":3,"digest":"a4fda27d","thrown":"ENOENT: no such file missing","rejected":"fs.promises.readFile failed"},"logs":["read 51"],"toolCalls":[{"id":4,"path":"testkit.add","key":"it-extensions:4","input":{"a":1,"b":2},"status":"ok"}]}
// Extension globals next to a tool: a synchronous function (the program
// waits for its activity), an asynchronous one (activities running
// concurrently with the tool's), a cheap one (a local activity), loaded as
// globals, with require and with import(); failures thrown and rejected.
const fs = require("node:fs")
const { readFile } = require("fs/promises")
const first = fs.readFileSync("a.txt")
const [b, c, sum] = await Promise.all([
  readFile("b.txt"),
  (await import("node:fs")).promises.readFile("c.txt"),
  tools.testkit.add({ a: 1, b: 2 }),
])
let thrown, rejected
try { fs.readFileSync("missing") } catch (e) { thrown = e.message }
try { await readFile("missing") } catch (e) { rejected = e.message }
console.log("read", first.length + b.length + c.length)
return { first, b, c, sum: sum.sum, digest: digest(first + b + c), thrown, rejected }
