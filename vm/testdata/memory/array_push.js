// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
const a = [];
while (true) a.push({ n: a.length, s: "item" + a.length });
