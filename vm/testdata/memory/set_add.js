// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
const s = new Set();
for (let i = 0; ; i++) s.add("k" + i);
