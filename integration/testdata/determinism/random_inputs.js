// Inputs and the set of calls depend on Math.random (seeded per run), on
// earlier results, and on a loop of sequential awaits after a fan-out.
const picks = []
for (let i = 0; i < 6; i++) picks.push(Math.floor(Math.random() * 100))
const sums = await Promise.all(picks.map((p, i) => tools.testkit.add({ a: p, b: i })))
const got = []
for (const s of sums) {
  if (s.sum % 2 === 0) got.push((await tools.testkit.get({ key: "k" + s.sum })).value)
}
const echoed = await tools.testkit.echo({ picks, n: got.length })
return { picks, sums: sums.map(s => s.sum), got, echoed }
