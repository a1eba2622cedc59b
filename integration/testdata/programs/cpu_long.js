// result: {"ok":true,"value":29614,"toolCalls":[]}
// A busy loop of more than a second of CPU with the default step budgets:
// the workflow coroutine must yield within the SDK's one-second deadlock
// detector (it does, every DefaultStepBudget steps) and end workflow tasks
// every DefaultStepsPerTask steps.
let s = 0
for (let i = 0; i < 4000000; i++) {
  s = (s + i * 13) % 999983
}
return s
