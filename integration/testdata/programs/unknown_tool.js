// A tool that is not in the (pinned) catalog fails with UnknownTool.
const ok = await tools.testkit.echo("before")
await tools.testkit.missing({})
return ok
