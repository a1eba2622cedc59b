// result: {"ok":true,"value":{"sum":42,"echoed":{"list":[1,"two",null],"nested":{"ok":true}},"got":{"key":"alpha","value":"v:alpha"},"slept":{"slept":30},"job":{"value":"done"}},"logs":["all settled"],"toolCalls":[{"id":1,"path":"testkit.add","key":"it-concurrency:1","input":{"a":2,"b":40},"status":"ok"},{"id":2,"path":"testkit.echo","key":"it-concurrency:2","input":{"list":[1,"two",null],"nested":{"ok":true}},"status":"ok"},{"id":3,"path":"testkit.get","key":"it-concurrency:3","input":{"key":"alpha"},"status":"ok"},{"id":4,"path":"testkit.sleep","key":"it-concurrency:4","input":{"ms":30},"status":"ok"},{"id":5,"path":"testkit.job","key":"it-concurrency:5","input":{"ms":20,"value":"done"},"status":"ok"}]}
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
