// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
// Distinct large BigInts kept alive count against the budget.
const kept = [];
let x = 1n << 4096n;
while (true) kept.push((x += 1n));
