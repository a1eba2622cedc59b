// Calls one after another, each input built from the previous output.
let total = 0
for (let i = 1; i <= 5; i++) {
  const r = await tools.testkit.add({ a: total, b: i })
  total = r.sum
}
const v = await tools.testkit.get({ key: String(total) })
return { total, value: v.value }
