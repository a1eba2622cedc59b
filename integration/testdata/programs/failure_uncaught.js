// An uncaught tool failure ends the run with the tool's diagnostic kind.
await tools.testkit.add({ a: 1, b: 2 })
await tools.testkit.fail({ message: "no such order" })
return "not reached"
