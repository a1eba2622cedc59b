// A durable job the program never awaits: when the program returns, the
// call is interrupted and its started work is cancelled (in Temporal: the
// codemode.cancel.testkit.job activity runs before the workflow completes).
tools.testkit.job({ ms: 60000, value: "never" })
await tools.testkit.echo("go on")
return "early"
