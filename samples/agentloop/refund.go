package agentloop

// RefundGoal is the task of the sample conversation.
const RefundGoal = "Refund order_42 if our research says it is worth it"

// RefundScript is the model's side of the sample conversation, for a
// Scripted model: it looks the order up, researches the refund policy for
// two days, asks a human to approve, then answers. The command without
// --base-url and the tests use it.
var RefundScript = Scripted{
	"Let me look the order up.\n```js\nconst o = await tools.orders.lookup({ id: \"order_42\" })\nreturn { order: o.id, status: o.status }\n```",
	"Now the research, which takes two days.\n```js\nconst f = await tools.agent.research({ topic: \"refund policy\", days: 2 })\nreturn { topic: f.topic, confident: f.confidence >= 0.5 }\n```",
	"A human must approve the refund.\n```js\nconst d = await tools.approvals.ask({ title: \"Refund \" + turns[0].order, details: turns[1] })\nreturn { approved: d.approved, by: d.by }\n```",
	"Refunded order_42: approved by alice after two days of research.",
}

// RefundTurnValues are the JSON values the three programs of RefundScript
// return when the research is confident and alice approves.
var RefundTurnValues = []string{
	`{"order": "order_42", "status": "open"}`,
	`{"topic": "refund policy", "confident": true}`,
	`{"approved": true, "by": "alice"}`,
}
