// Promise.race: the fast call wins; which calls follow depends on the
// winner; the slow call is still running when the program returns.
const winner = await Promise.race([
  tools.testkit.sleep({ ms: 5000 }).then(() => "slow"),
  tools.testkit.echo("fast"),
])
const next = winner === "fast" ? await tools.testkit.add({ a: 1, b: 1 }) : null
return { winner, next }
