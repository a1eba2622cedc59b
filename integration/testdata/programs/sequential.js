// result: {"ok":true,"value":{"total":15,"value":"v:15"},"toolCalls":[{"id":1,"path":"testkit.add","key":"it-sequential:1","input":{"a":0,"b":1},"status":"ok"},{"id":2,"path":"testkit.add","key":"it-sequential:2","input":{"a":1,"b":2},"status":"ok"},{"id":3,"path":"testkit.add","key":"it-sequential:3","input":{"a":3,"b":3},"status":"ok"},{"id":4,"path":"testkit.add","key":"it-sequential:4","input":{"a":6,"b":4},"status":"ok"},{"id":5,"path":"testkit.add","key":"it-sequential:5","input":{"a":10,"b":5},"status":"ok"},{"id":6,"path":"testkit.get","key":"it-sequential:6","input":{"key":"15"},"status":"ok"}]}
// Calls one after another, each input built from the previous output.
let total = 0
for (let i = 1; i <= 5; i++) {
  const r = await tools.testkit.add({ a: total, b: i })
  total = r.sum
}
const v = await tools.testkit.get({ key: String(total) })
return { total, value: v.value }
