// result: {"ok":true,"value":{"sum":3.5,"report":"rendered job-r7-run-1:2"},"toolCalls":[{"id":1,"path":"math.add","key":"run-1:1","input":{"a":1.5,"b":2},"status":"ok"},{"id":2,"path":"reports.render","key":"run-1:2","input":{"id":"r7"},"status":"ok"}]}
const sum = await tools.math.add({ a: 1.5, b: 2 })
const report = await tools.reports.render({ id: "r7" })
return { sum, report }
