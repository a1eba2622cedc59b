// result: {"ok":true,"value":3927,"toolCalls":[{"id":1,"path":"testkit.echo","key":"it-cpu_loop:1","input":3927,"status":"ok"}]}
// options: {"stepsPerTask": 2000000}
// A long busy loop: under Temporal it runs in step budgets and spans
// several workflow tasks (each ended by a short timer) without tripping the
// SDK's deadlock detector.
let s = 0
for (let i = 0; i < 1000000; i++) {
  s = (s + i * 7) % 1000033
}
const echoed = await tools.testkit.echo(s)
return echoed
