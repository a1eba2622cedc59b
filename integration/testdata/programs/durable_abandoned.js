// result: {"ok":true,"value":"early","toolCalls":[{"id":1,"path":"testkit.job","key":"it-durable_abandoned:1","input":{"ms":60000,"value":"never"},"status":"interrupted"},{"id":2,"path":"testkit.echo","key":"it-durable_abandoned:2","input":"go on","status":"ok"}]}
// A durable job the program never awaits: when the program returns, the
// call is interrupted and its started work is cancelled (in Temporal: the
// codemode.cancel.testkit.job activity runs before the workflow completes).
tools.testkit.job({ ms: 60000, value: "never" })
await tools.testkit.echo("go on")
return "early"
