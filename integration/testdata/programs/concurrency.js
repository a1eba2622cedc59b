// Promise.all over tools of every kind: the calls run concurrently, in
// process as goroutines and in Temporal as parallel activities.
const [sum, echoed, got, slept, job] = await Promise.all([
  tools.testkit.add({ a: 2, b: 40 }),
  tools.testkit.echo({ list: [1, "two", null], nested: { ok: true } }),
  tools.testkit.get({ key: "alpha" }),
  tools.testkit.sleep({ ms: 30 }),
  tools.testkit.job({ ms: 20, value: "done" }),
])
console.log("all settled")
return { sum: sum.sum, echoed, got, slept, job }
