// value: "finished"
// warning: ToolFailure: boom: "ignored"
// calls: 2
tools.test.fail("ignored");
await tools.test.echo(1);
await null;
return "finished";
