// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
async function wait() { await new Promise(() => {}); }
const ps = [];
for (;;) ps.push(wait());
