// A research agent whose jobs take days. Each research call is a durable
// job: the run waits for it (in Temporal, for days, across worker restarts)
// and goes on when it ends. Date.now() is workflow time in a Temporal run.
const started = Date.now()
const plan = await tools.agent.plan({ goal: "Choose a vector database" })
console.log(`plan: ${plan.topics.map(t => `${t.name} (${t.days}d)`).join(", ")}`)

// All topics at once: the run waits for the longest job.
let findings = await Promise.all(
  plan.topics.map(t => tools.agent.research({ topic: t.name, days: t.days })))

// Follow up once on whatever is not conclusive.
for (const f of findings.filter(f => f.confidence < 0.5)) {
  console.log(`following up on ${f.topic} (confidence ${f.confidence})`)
  const again = await tools.agent.research({ topic: f.topic + " (deeper)", days: 1 })
  findings = findings.map(x => x.topic === f.topic ? again : x)
}

const days = (Date.now() - started) / 86_400_000
console.log(`research done after ${days.toFixed(1)} days`)
const report = await tools.agent.report({ title: plan.goal, findings })
return { report: report.url, sections: report.sections, days: Math.round(days) }
