// options: {"limits": {"maxToolCalls": 2}}
// The third call is over maxToolCalls and ends the run.
await tools.testkit.get({ key: "a" })
await tools.testkit.get({ key: "b" })
await tools.testkit.get({ key: "c" })
return "not reached"
