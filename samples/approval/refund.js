// A refund that a human must approve. The approval is a durable call: while
// it waits, the host may suspend the run (codemode suspend), and resume it
// once the decision is in (codemode resume).
const refund = await tools.refunds.prepare({ order: "order_42" })
console.log(`refund of ${refund.amount} cents for ${refund.order} needs approval`)
const decision = await tools.approvals.ask({ title: `Refund ${refund.order}`, details: refund })
if (!decision.approved) return { refunded: false, by: decision.by, note: decision.note }
const issued = await tools.refunds.issue({ order: refund.order, amount: refund.amount })
return { refunded: true, by: decision.by, refundId: issued.refundId }
